export * from './schemas.ts';
export * from './get-application-summary.ts';
