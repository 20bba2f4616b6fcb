export * from './schemas.ts';
export * from './personal-kyc.ts';
export * from './pan.ts';
export * from './address-proof.ts';
export * from './personal-id.ts';
