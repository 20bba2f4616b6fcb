import { atApplication, inline, type ApplicationRef } from '../../onboarding/calls.ts';
import { vernacularAnswerSchema, vernacularDeclarationSchema, vernacularDeclarationsSchema } from './schemas.ts';

/** GET /v1/application/vernacular-declaration: the declaration's text per language. Errors: hidden. */
export const getVernacularDeclarations = inline.bare(
  'get',
  vernacularDeclarationsSchema,
  '/v1/application/vernacular-declaration',
);

/** GET /v1/application/{id}/vernacular-declaration: the language declared, if any. Errors: hidden. */
export const getVernacularDeclaration = inline.call(
  'get',
  vernacularDeclarationSchema,
  atApplication('v1', 'vernacular-declaration'),
);

/**
 * PATCH /v1/application/{id}/vernacular-declaration: records the language explained (moves
 * nothing). Errors: hidden.
 */
export const declareVernacular = inline.call(
  'patch',
  vernacularAnswerSchema,
  atApplication('v1', 'vernacular-declaration', (input: ApplicationRef & { language: string }) => ({
    language: input.language,
    accepted: true,
  })),
);
