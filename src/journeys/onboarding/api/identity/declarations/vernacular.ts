import { inline, inlineAt, type ApplicationRef } from '../../../../../api/onboarding/calls.ts';
import { vernacularAnswerSchema, vernacularDeclarationSchema, vernacularDeclarationsSchema } from './schemas.ts';

/** GET /v1/application/vernacular-declaration: the declaration's text per language. Errors: hidden. */
export const getVernacularDeclarations = inline.bare(
  'get',
  vernacularDeclarationsSchema,
  '/v1/application/vernacular-declaration',
);

const declaration = inlineAt('v1', 'vernacular-declaration');

/** GET /v1/application/{id}/vernacular-declaration: the language declared, if any. Errors: hidden. */
export const getVernacularDeclaration = declaration.get(vernacularDeclarationSchema);

/**
 * PATCH /v1/application/{id}/vernacular-declaration: records the language explained (moves
 * nothing). Errors: hidden.
 */
export const declareVernacular = declaration.patch(
  vernacularAnswerSchema,
  (input: ApplicationRef & { language: string }) => ({ language: input.language, accepted: true }),
);
