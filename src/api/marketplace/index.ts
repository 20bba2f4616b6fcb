export * from './schemas.ts';
export * from './get-marketplace-info.ts';
