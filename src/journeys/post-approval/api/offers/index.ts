export * from './offers.ts';
export * from './schemas.ts';
