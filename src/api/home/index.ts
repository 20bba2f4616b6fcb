export * from './schemas.ts';
export * from './get-home.ts';
