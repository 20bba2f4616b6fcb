import { ESIGN_PAGE_PATH } from './access.ts';
import type { ESignDocument } from './store.ts';
import { decisionButtons, escapeHtml, notKnownPage, page, requestFields } from '../providers/page-frame.ts';

// The sandbox's Aadhaar e-sign provider page for the loan agreement. Plain HTML, one form, no
// script, like the guarantor's e-sign page (server/guarantor/provider-pages.ts). Its four buttons
// are the outcomes a real signer can reach: sign, decline, leave without deciding, or let it expire.

export const ESIGN_DECISIONS = ['sign', 'decline', 'later', 'expire'] as const;
export type ESignDecision = (typeof ESIGN_DECISIONS)[number];

/** The outcomes a real signer can reach, in the page's order: signing is the primary one. */
const ESIGN_BUTTONS: readonly { decision: ESignDecision; label: string }[] = [
  { decision: 'sign', label: 'Sign' },
  { decision: 'decline', label: 'Decline' },
  { decision: 'later', label: 'Leave pending' },
  { decision: 'expire', label: 'Let it expire' },
];

const DOCUMENTS: Readonly<Record<ESignDocument, { title: string; names: string; with: string }>> = {
  agreement: {
    title: 'sign your loan agreement',
    names: 'loan agreement',
    with: ', with its sanction letter and Key Fact Statement',
  },
  sanction: { title: 'sign your sanction letter', names: 'sanction letter of loan', with: '' },
};

/** The provider's page for one request: what is signed, and the four outcomes, posted to `action`. */
export function eSignPage(input: {
  action: string;
  requestId: string;
  reference: string;
  title: string;
  /** The sentence naming the document, already escaped HTML. */
  document: string;
}): string {
  return page(
    `Aadhaar e-sign sandbox: ${input.title}`,
    `<h1>Aadhaar e-sign (sandbox)</h1>
<p>${input.document}</p>
<p>In the real flow an OTP goes to your Aadhaar-linked mobile; here you decide directly.</p>
<form method="post" action="${escapeHtml(input.action)}">
${requestFields('requestId', input.requestId, input.reference)}
${decisionButtons(ESIGN_BUTTONS)}
</form>`,
  );
}

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

export function unknownESignRequestPage(): string {
  return notKnownPage(
    'Sandbox e-sign: request not found',
    'This request is not known',
    'It may have been reset. Please go back to Saakh and start again.',
  );
}
