// The identity providers' calls of docs/api-contract.md "Identity and KYC", one folder per provider group.
export * from './digilocker/index.ts';
export * from './gst/index.ts';
export * from './udyam/index.ts';
export * from './declarations/index.ts';
export * from './discrepancy/index.ts';
