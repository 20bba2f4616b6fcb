import { ESIGN_PAGE_PATH } from './access.ts';
import { REFERENCE_FIELD } from '../providers/references.ts';
import type { ESignDocument } from './store.ts';

// The sandbox's Aadhaar e-sign provider page for the loan agreement. Plain HTML, one form, no
// script, like the guarantor's e-sign page (server/guarantor/provider-pages.ts). Its four buttons
// are the outcomes a real signer can reach: sign, decline, leave without deciding, or let it expire.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1a1a2e}
main{max-width:34rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;border:1px solid #c9cfdd}
h1{font-size:1.5rem;margin-top:0}.actions{display:flex;flex-wrap:wrap;gap:1rem}
button{font:inherit;padding:.75rem 1.25rem;border-radius:8px;cursor:pointer;background:#fff;color:#1a1a2e;
border:2px solid #1a1a2e}.sign{background:#1d4ed8;color:#fff;border-color:#1d4ed8}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export const ESIGN_DECISIONS = ['sign', 'decline', 'later', 'expire'] as const;
export type ESignDecision = (typeof ESIGN_DECISIONS)[number];

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
  const button = (decision: ESignDecision, label: string, extra = '') =>
    `<button type="submit" name="decision" value="${decision}"${extra}>${label}</button>`;
  return page(
    `Aadhaar e-sign sandbox: ${input.title}`,
    `<h1>Aadhaar e-sign (sandbox)</h1>
<p>${input.document}</p>
<p>In the real flow an OTP goes to your Aadhaar-linked mobile; here you decide directly.</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="requestId" value="${escapeHtml(input.requestId)}">
<input type="hidden" name="${REFERENCE_FIELD}" value="${escapeHtml(input.reference)}">
<div class="actions">
${button('sign', 'Sign', ' class="sign"')}
${button('decline', 'Decline')}
${button('later', 'Leave pending')}
${button('expire', 'Let it expire')}
</div>
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
  return page(
    'Sandbox e-sign: request not found',
    `<h1>This request is not known</h1>
<p>It may have been reset. Please go back to Saakh and start again.</p>`,
  );
}
