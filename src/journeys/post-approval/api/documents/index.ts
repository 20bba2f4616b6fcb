export * from './schemas.ts';
export * from './documents.ts';
export * from './profile-documents.ts';
export * from './profile-schemas.ts';
