export * from './schemas.ts';
export * from './bank-statement.ts';
