export * from './schemas.ts';
export * from './notifications.ts';
