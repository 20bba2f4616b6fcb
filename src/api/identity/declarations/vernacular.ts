import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath } from '../../onboarding/calls.ts';
import {
  vernacularAnswerSchema,
  vernacularDeclarationSchema,
  vernacularDeclarationsSchema,
  type VernacularAnswer,
  type VernacularDeclaration,
  type VernacularDeclarations,
} from './schemas.ts';

/** GET /v1/application/vernacular-declaration: the declaration's text per language. Errors: hidden. */
export function getVernacularDeclarations(
  client: ApiClient,
  options: CallOptions = {},
): Promise<VernacularDeclarations> {
  return client.get('/v1/application/vernacular-declaration', {
    ...INLINE,
    ...options,
    schema: vernacularDeclarationsSchema,
  });
}

/** GET /v1/application/{id}/vernacular-declaration: the language declared, if any. Errors: hidden. */
export function getVernacularDeclaration(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<VernacularDeclaration> {
  return client.get(applicationPath('v1', input.applicationId, 'vernacular-declaration'), {
    ...INLINE,
    ...options,
    schema: vernacularDeclarationSchema,
  });
}

/**
 * PATCH /v1/application/{id}/vernacular-declaration: records the language explained (moves
 * nothing). Errors: hidden.
 */
export function declareVernacular(
  client: ApiClient,
  input: { applicationId: string; language: string },
  options: CallOptions = {},
): Promise<VernacularAnswer> {
  return client.patch(
    applicationPath('v1', input.applicationId, 'vernacular-declaration'),
    { language: input.language, accepted: true },
    {
      ...INLINE,
      ...options,
      schema: vernacularAnswerSchema,
    },
  );
}
