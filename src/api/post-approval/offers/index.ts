export * from './offers.ts';
export * from './order.ts';
export * from './schemas.ts';
