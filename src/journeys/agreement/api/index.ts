export * from './schemas.ts';
export * from './agreement.ts';
