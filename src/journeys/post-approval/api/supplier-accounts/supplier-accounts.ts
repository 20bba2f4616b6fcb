import { inlineAt, type ApplicationRef } from '../../../../api/onboarding/calls.ts';
import { linkingAnswerSchema, linkingSchema, submissionAnswerSchema } from './schemas.ts';
import { type SupplierLink } from '../../../../../rules/post-approval/supplier-accounts.ts';

const linking = inlineAt('v1', 'marketplace-linking-complete');

/** GET /v1/application/{id}/marketplace-linking-complete: memberships and their links. Errors: hidden. */
export const getSupplierAccounts = linking.get(linkingSchema);

/** PATCH /v1/application/{id}/marketplace-linking-complete: links every membership at once. Errors: hidden. */
export const linkSupplierAccounts = linking.patch(
  linkingAnswerSchema,
  (input: ApplicationRef & { links: SupplierLink[] }) => ({ links: input.links }),
);

/** PATCH /v1/application/{id}/post-approval-submission: hands the application to the mandate. Errors: hidden. */
export const submitPostApproval = inlineAt('v1', 'post-approval-submission').patch(submissionAnswerSchema);
