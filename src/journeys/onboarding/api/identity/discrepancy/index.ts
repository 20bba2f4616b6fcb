export * from './schemas.ts';
export * from './comments.ts';
