export * from './schemas.ts';
export * from './payment.ts';
export * from './rules.ts';
export * from './fee.ts';
