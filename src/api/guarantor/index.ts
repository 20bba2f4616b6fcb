export * from './schemas.ts';
export * from './login.ts';
export * from './journey-schemas.ts';
export * from './journey.ts';
