import { ESIGN_PAGE_PATH } from './access.ts';
import type { ESignDocument } from './store.ts';
import { escapeHtml } from '../providers/page-frame.ts';
import { eSignPage } from '../providers/esign/page.ts';

// The e-sign provider's page for the loan agreement or its sanction letter: the sentence naming
// the document, on the provider's page (server/providers/esign/page.ts).

const DOCUMENTS: Readonly<Record<ESignDocument, { title: string; names: string; with: string }>> = {
  agreement: {
    title: 'sign your loan agreement',
    names: 'loan agreement',
    with: ', with its sanction letter and Key Fact Statement',
  },
  sanction: { title: 'sign your sanction letter', names: 'sanction letter of loan', with: '' },
};

export function agreementESignPage(input: {
  requestId: string;
  reference: string;
  loanReference: string;
  lender: string;
  document: ESignDocument;
}): string {
  const signs = DOCUMENTS[input.document];
  return eSignPage({
    action: ESIGN_PAGE_PATH,
    requestId: input.requestId,
    reference: input.reference,
    title: signs.title,
    document: `Document: ${signs.names} <strong>${escapeHtml(input.loanReference)}</strong> with
<strong>${escapeHtml(input.lender)}</strong>${signs.with}.`,
  });
}
