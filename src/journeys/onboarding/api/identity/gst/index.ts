export * from './schemas.ts';
export * from './portal.ts';
export * from './verification.ts';
