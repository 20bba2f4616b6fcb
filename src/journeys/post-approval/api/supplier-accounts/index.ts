export * from './schemas.ts';
export * from './supplier-accounts.ts';
