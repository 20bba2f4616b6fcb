export * from './schemas.ts';
export * from './payment.ts';
export * from './fee.ts';
