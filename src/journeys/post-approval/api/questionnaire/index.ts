export * from './questionnaire.ts';
export * from './schemas.ts';
