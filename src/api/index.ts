// One import point for machines and the app shell; each resource stays in its folder.
export * from './client.ts';
export * from './config.ts';
export * from './errors.ts';
export * from './error-popups.ts';
export * from './session/index.ts';
export * from './referral/index.ts';
export * from './marketplace/index.ts';
export * from './customer/index.ts';
export * from './consent/index.ts';
export * from './home/index.ts';
export * from './application/index.ts';
export * from './guarantor/index.ts';
export * from './onboarding/index.ts';
