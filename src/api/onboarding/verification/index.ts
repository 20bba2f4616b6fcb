export * from './schemas.ts';
export * from './serviceability.ts';
export * from './face-verification.ts';
export * from './video-verification.ts';
