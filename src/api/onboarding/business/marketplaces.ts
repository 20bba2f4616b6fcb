import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, UPLOAD_TIMEOUT_MS, applicationPath, fileForm } from '../calls.ts';
import { documentAnswerSchema, type DocumentAnswer } from '../documents.ts';
import {
  marketplaceDocumentSkipAnswerSchema,
  membershipsAnswerSchema,
  membershipsReadSchema,
  type MarketplaceDocumentSkipAnswer,
  type MembershipsAnswer,
  type MembershipsRead,
  type MembershipsRequest,
} from './schemas.ts';

/**
 * GET /v2/application/{id}/marketplace-memberships: declared memberships, the options, the
 * document or its skip. Errors: hidden.
 */
export function getMarketplaceMemberships(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<MembershipsRead> {
  return client.get(applicationPath('v2', input.applicationId, 'marketplace-memberships'), {
    ...INLINE,
    ...options,
    schema: membershipsReadSchema,
  });
}

/**
 * PATCH /v2/application/{id}/marketplace-memberships; an empty list means "I sell on none".
 * Errors: hidden, shown inline.
 */
export function saveMarketplaceMemberships(
  client: ApiClient,
  input: { applicationId: string } & MembershipsRequest,
  options: CallOptions = {},
): Promise<MembershipsAnswer> {
  return client.patch(
    applicationPath('v2', input.applicationId, 'marketplace-memberships'),
    { memberships: input.memberships },
    {
      ...INLINE,
      ...options,
      schema: membershipsAnswerSchema,
    },
  );
}

export interface MarketplaceDocumentUpload {
  applicationId: string;
  /** One of the declared memberships' marketplace codes. */
  marketplaceName: string;
  file: File;
}

/**
 * POST /v3/application/{id}/marketplace-document?marketplaceName= (multipart `file`; spec
 * v2 and v3 exist, Saakh uses v3). Errors: hidden, shown on the slot (EPL-41300, EPL-41500).
 */
export function uploadMarketplaceDocument(
  client: ApiClient,
  input: MarketplaceDocumentUpload,
  options: CallOptions = {},
): Promise<DocumentAnswer> {
  return client.postMultipart(
    applicationPath('v3', input.applicationId, 'marketplace-document'),
    fileForm('file', input.file),
    {
      ...INLINE,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      ...options,
      searchParams: { marketplaceName: input.marketplaceName },
      schema: documentAnswerSchema,
    },
  );
}

/** PATCH /v1/application/{id}/skip-marketplace-document. Errors: hidden, shown inline. */
export function skipMarketplaceDocument(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<MarketplaceDocumentSkipAnswer> {
  return client.patch(
    applicationPath('v1', input.applicationId, 'skip-marketplace-document'),
    {},
    {
      ...INLINE,
      ...options,
      schema: marketplaceDocumentSkipAnswerSchema,
    },
  );
}
