export * from './schemas.ts';
export * from './start-referral.ts';
