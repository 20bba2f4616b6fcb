// The sandbox's provider pages for a guarantor: DigiLocker consent and Aadhaar e-sign of the
// guarantee. Plain HTML, one form, no script, like the applicant's DigiLocker page
// (server/providers/digilocker-page.ts, whose security policy they share).

import { decisionButtons, escapeHtml, notKnownPage, page, requestFields } from '../providers/page-frame.ts';

export const GUARANTOR_DIGILOCKER_PAGE_PATH = '/v1/sandbox-digilocker/guarantor/authorize';
export const ESIGN_PAGE_PATH = '/v1/sandbox-esign/authorize';

type PageRequest = { requestId: string; reference: string };

function decisionForm(action: string, request: PageRequest, approve: string, deny: string): string {
  return `<form method="post" action="${action}">
${requestFields('requestId', request.requestId, request.reference)}
${decisionButtons([
  { decision: 'approve', label: approve },
  { decision: 'deny', label: deny },
])}
</form>`;
}

export function guarantorDigiLockerPage(input: PageRequest & { phone: string }): string {
  return page(
    'DigiLocker sandbox: share your documents with Saakh',
    `<h1>DigiLocker (sandbox)</h1>
<p>Signed in as the guarantor on <strong>${escapeHtml(input.phone)}</strong>.</p>
<p>Saakh asks to read your Aadhaar (name, date of birth, gender, address) from DigiLocker to
complete your KYC as a guarantor.</p>
${decisionForm(GUARANTOR_DIGILOCKER_PAGE_PATH, input, 'Approve', 'Deny')}`,
  );
}

export function eSignPage(input: PageRequest & { loanReference: string | null; businessName: string }): string {
  // The loan by its human reference once the lender has made it; never by its internal id.
  const loan = input.loanReference ? `loan <strong>${escapeHtml(input.loanReference)}</strong>` : 'the credit line';
  return page(
    'Aadhaar e-sign sandbox: sign the guarantee',
    `<h1>Aadhaar e-sign (sandbox)</h1>
<p>Document: guarantee for ${loan} of
<strong>${escapeHtml(input.businessName)}</strong>.</p>
<p>In the real flow an OTP goes to your Aadhaar-linked mobile; here you decide directly.</p>
${decisionForm(ESIGN_PAGE_PATH, input, 'Sign', 'Decline')}`,
  );
}

export function unknownGuarantorRequestPage(): string {
  return notKnownPage(
    'Sandbox provider: request not found',
    'This request is not known',
    'It may have been reset. Please go back to Saakh and start again.',
  );
}
