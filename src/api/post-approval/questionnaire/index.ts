export * from './questionnaire.ts';
export * from './schemas.ts';
export * from './rules.ts';
