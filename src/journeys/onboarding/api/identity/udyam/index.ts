export * from './schemas.ts';
export * from './udyam.ts';
