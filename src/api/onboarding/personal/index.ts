export * from './schemas.ts';
export * from './personal-info.ts';
