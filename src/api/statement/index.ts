export * from './schemas.ts';
export * from './statement.ts';
export * from './period.ts';
