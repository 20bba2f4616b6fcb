export * from './schemas.ts';
export * from './dual-document.ts';
export * from './vernacular.ts';
