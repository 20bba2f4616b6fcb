import { atApplication, inline, type ApplicationRef } from '../../onboarding/calls.ts';
import { linkingAnswerSchema, linkingSchema, submissionAnswerSchema } from './schemas.ts';
import { type SupplierLink } from '../../../../rules/post-approval/supplier-accounts.ts';

/** GET /v1/application/{id}/marketplace-linking-complete: memberships and their links. Errors: hidden. */
export const getSupplierAccounts = inline.call(
  'get',
  linkingSchema,
  atApplication('v1', 'marketplace-linking-complete'),
);

/** PATCH /v1/application/{id}/marketplace-linking-complete: links every membership at once. Errors: hidden. */
export const linkSupplierAccounts = inline.call(
  'patch',
  linkingAnswerSchema,
  atApplication('v1', 'marketplace-linking-complete', (input: ApplicationRef & { links: SupplierLink[] }) => ({
    links: input.links,
  })),
);

/** PATCH /v1/application/{id}/post-approval-submission: hands the application to the mandate. Errors: hidden. */
export const submitPostApproval = inline.call(
  'patch',
  submissionAnswerSchema,
  atApplication('v1', 'post-approval-submission'),
);
