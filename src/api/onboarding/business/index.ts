export * from './schemas.ts';
export * from './reference-lists.ts';
export * from './business-info.ts';
export * from './registration.ts';
export * from './marketplaces.ts';
