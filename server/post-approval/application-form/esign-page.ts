import { escapeHtml } from '../../providers/page-frame.ts';
import { eSignPage } from '../../providers/esign/page.ts';

// The e-sign provider's page for the application form (docs/decisions/023): the sentence naming
// the document, on the provider's page (server/providers/esign/page.ts).

/** The application form's page: the applicant's name and the lender they apply to. */
export function applicationFormESignPage(input: {
  action: string;
  requestId: string;
  reference: string;
  applicant: string;
  lender: string;
}): string {
  return eSignPage({
    ...input,
    title: 'sign your application form',
    document: `Document: application form of <strong>${escapeHtml(input.applicant)}</strong> for a credit line
with <strong>${escapeHtml(input.lender)}</strong>.`,
  });
}
