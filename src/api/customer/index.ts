export * from './schemas.ts';
export * from './login.ts';
export * from './phone-by-session.ts';
export * from './logout.ts';
