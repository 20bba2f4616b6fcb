import { applicationPath, fileForm, inlineAt, upload, type ApplicationRef } from '../calls.ts';
import { documentAnswerSchema } from '../documents.ts';
import {
  marketplaceDocumentSkipAnswerSchema,
  membershipsAnswerSchema,
  membershipsReadSchema,
  type MembershipsRequest,
} from './schemas.ts';

const memberships = inlineAt('v2', 'marketplace-memberships');

/**
 * GET /v2/application/{id}/marketplace-memberships: declared memberships, the options, the
 * document or its skip. Errors: hidden.
 */
export const getMarketplaceMemberships = memberships.get(membershipsReadSchema);

/**
 * PATCH /v2/application/{id}/marketplace-memberships; an empty list means "I sell on none".
 * Errors: hidden, shown inline.
 */
export const saveMarketplaceMemberships = memberships.patch(
  membershipsAnswerSchema,
  (input: ApplicationRef & MembershipsRequest) => ({ memberships: input.memberships }),
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
export const skipMarketplaceDocument = inlineAt('v1', 'skip-marketplace-document').patch(
  marketplaceDocumentSkipAnswerSchema,
);
