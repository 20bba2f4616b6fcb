export * from './bank-account.ts';
export * from './schemas.ts';
