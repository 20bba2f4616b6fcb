export * from './schemas.ts';
export * from './payload.ts';
export * from './create-session.ts';
