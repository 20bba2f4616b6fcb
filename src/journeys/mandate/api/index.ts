export * from './schemas.ts';
export * from './mandate.ts';
export * from './outcome.ts';
export * from './va-details.ts';
