export * from './schemas.ts';
export * from './profile.ts';
export * from './submit.ts';
