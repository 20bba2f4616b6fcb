import { DIGILOCKER_PAGE_PATH } from './names.ts';
import { REFERENCE_FIELD } from './references.ts';

/** The simulated DigiLocker consent page: plain HTML, a form, no script (docs/sandbox.md). */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1a1a2e}
main{max-width:32rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;border:1px solid #c9cfdd}
h1{font-size:1.5rem;margin-top:0}fieldset{border:1px solid #c9cfdd;border-radius:8px;margin:1.5rem 0}
.actions{display:flex;gap:1rem}button{font:inherit;padding:.75rem 1.5rem;border-radius:8px;cursor:pointer}
.approve{background:#1d4ed8;color:#fff;border:2px solid #1d4ed8}
.deny{background:#fff;color:#1a1a2e;border:2px solid #1a1a2e}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export function consentPage(input: { requestId: string; reference: string; applicantName: string }): string {
  return page(
    'DigiLocker sandbox: share your documents with Saakh',
    `<h1>DigiLocker (sandbox)</h1>
<p>Signed in as <strong>${escapeHtml(input.applicantName)}</strong>.</p>
<p>Saakh asks to read your Aadhaar (name, date of birth, gender, address) and PAN from DigiLocker
to complete your KYC.</p>
<form method="post" action="${DIGILOCKER_PAGE_PATH}">
<input type="hidden" name="requestId" value="${escapeHtml(input.requestId)}">
<input type="hidden" name="${REFERENCE_FIELD}" value="${escapeHtml(input.reference)}">
<fieldset><legend>Testing options</legend>
<label><input type="checkbox" name="dobDiffers" value="on"> Aadhaar shows a different date of birth</label>
</fieldset>
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">Approve</button>
<button class="deny" type="submit" name="decision" value="deny">Deny</button>
</div>
</form>`,
  );
}

export function unknownRequestPage(): string {
  return page(
    'DigiLocker sandbox: request not found',
    `<h1>This DigiLocker request is not known</h1>
<p>It may have been reset. Please go back to Saakh and start DigiLocker again.</p>`,
  );
}

/** form-action also governs where the form's redirect may go, so the app's origin is allowed too. */
export function pageSecurityPolicy(returnOrigin: string | null): string {
  const formAction = returnOrigin ? `'self' ${returnOrigin}` : "'self'";
  const directives = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ];
  return directives.join('; ');
}
