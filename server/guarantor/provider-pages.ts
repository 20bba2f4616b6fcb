// The sandbox's provider pages for a guarantor: DigiLocker consent and Aadhaar e-sign of the
// guarantee. Plain HTML, one form, no script, like the applicant's DigiLocker page
// (server/providers/digilocker-page.ts, whose security policy they share).

import { REFERENCE_FIELD } from '../providers/references.ts';

export const GUARANTOR_DIGILOCKER_PAGE_PATH = '/v1/sandbox-digilocker/guarantor/authorize';
export const ESIGN_PAGE_PATH = '/v1/sandbox-esign/authorize';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1a1a2e}
main{max-width:32rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;border:1px solid #c9cfdd}
h1{font-size:1.5rem;margin-top:0}.actions{display:flex;gap:1rem}
button{font:inherit;padding:.75rem 1.5rem;border-radius:8px;cursor:pointer}
.approve{background:#1d4ed8;color:#fff;border:2px solid #1d4ed8}
.deny{background:#fff;color:#1a1a2e;border:2px solid #1a1a2e}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

type PageRequest = { requestId: string; reference: string };

function decisionForm(action: string, request: PageRequest, approve: string, deny: string): string {
  return `<form method="post" action="${action}">
<input type="hidden" name="requestId" value="${escapeHtml(request.requestId)}">
<input type="hidden" name="${REFERENCE_FIELD}" value="${escapeHtml(request.reference)}">
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">${approve}</button>
<button class="deny" type="submit" name="decision" value="deny">${deny}</button>
</div>
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
  return page(
    'Sandbox provider: request not found',
    `<h1>This request is not known</h1>
<p>It may have been reset. Please go back to Saakh and start again.</p>`,
  );
}
