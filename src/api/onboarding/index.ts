// Every onboarding call of docs/api-contract.md "Onboarding", one folder per step group.
export * from './position.ts';
export * from './documents.ts';
export * from './reference.ts';
export * from './errors.ts';
export { nullWhenMissing, UPLOAD_TIMEOUT_MS } from './calls.ts';
export * from './personal/index.ts';
export * from './address/index.ts';
export * from './pan-kyc/index.ts';
export * from './business/index.ts';
export * from './verification/index.ts';
export * from './review/index.ts';
