export * from './schemas.ts';
export * from './documents.ts';
