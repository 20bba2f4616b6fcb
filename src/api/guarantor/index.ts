export * from './schemas.ts';
export * from './login.ts';
