export * from './schemas.ts';
export * from './statement.ts';
