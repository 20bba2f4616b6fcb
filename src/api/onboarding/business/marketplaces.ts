import { applicationPath, atApplication, fileForm, inline, upload, type ApplicationRef } from '../calls.ts';
import { documentAnswerSchema } from '../documents.ts';
import {
  marketplaceDocumentSkipAnswerSchema,
  membershipsAnswerSchema,
  membershipsReadSchema,
  type MembershipsRequest,
} from './schemas.ts';

/**
 * GET /v2/application/{id}/marketplace-memberships: declared memberships, the options, the
 * document or its skip. Errors: hidden.
 */
export const getMarketplaceMemberships = inline.call(
  'get',
  membershipsReadSchema,
  atApplication('v2', 'marketplace-memberships'),
);

/**
 * PATCH /v2/application/{id}/marketplace-memberships; an empty list means "I sell on none".
 * Errors: hidden, shown inline.
 */
export const saveMarketplaceMemberships = inline.call(
  'patch',
  membershipsAnswerSchema,
  atApplication('v2', 'marketplace-memberships', (input: ApplicationRef & MembershipsRequest) => ({
    memberships: input.memberships,
  })),
);

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
export const uploadMarketplaceDocument = upload.call(
  'post',
  documentAnswerSchema,
  (input: MarketplaceDocumentUpload) => ({
    path: applicationPath('v3', input.applicationId, 'marketplace-document'),
    form: fileForm('file', input.file),
    searchParams: { marketplaceName: input.marketplaceName },
  }),
);

/** PATCH /v1/application/{id}/skip-marketplace-document. Errors: hidden, shown inline. */
export const skipMarketplaceDocument = inline.call(
  'patch',
  marketplaceDocumentSkipAnswerSchema,
  atApplication('v1', 'skip-marketplace-document'),
);
