export * from './schemas.ts';
export * from './consent-status.ts';
