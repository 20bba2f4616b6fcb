import { decisionForm, notKnownPage, page } from '../page-frame.ts';

// The sandbox's Aadhaar e-sign provider page, for every document the lender sends it (the loan
// agreement, the application form: each journey writes its own sentence naming the document).
// Plain HTML, one form, no script, like the guarantor's e-sign page (server/guarantor/provider-pages.ts).
// Its four buttons are the outcomes a real signer can reach: sign, decline, leave without deciding,
// or let it expire.

export const ESIGN_DECISIONS = ['sign', 'decline', 'later', 'expire'] as const;
export type ESignDecision = (typeof ESIGN_DECISIONS)[number];

/** The outcomes a real signer can reach, in the page's order: signing is the primary one. */
const ESIGN_BUTTONS: readonly { decision: ESignDecision; label: string }[] = [
  { decision: 'sign', label: 'Sign' },
  { decision: 'decline', label: 'Decline' },
  { decision: 'later', label: 'Leave pending' },
  { decision: 'expire', label: 'Let it expire' },
];

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
${decisionForm({
  action: input.action,
  idField: 'requestId',
  id: input.requestId,
  reference: input.reference,
  buttons: ESIGN_BUTTONS,
})}`,
  );
}

export function unknownESignRequestPage(): string {
  return notKnownPage(
    'Sandbox e-sign: request not found',
    'This request is not known',
    'It may have been reset. Please go back to Saakh and start again.',
  );
}
