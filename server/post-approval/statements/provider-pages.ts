import { AA_PAGE_PATH, NET_BANKING_PAGE_PATH } from './rules.ts';
import { REFERENCE_FIELD } from '../../providers/references.ts';

// The simulated bank-analysis (net banking) and Account Aggregator pages: plain HTML forms, no
// script, with the controls QA needs to drive every outcome (docs/sandbox.md).

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1a1a2e}
main{max-width:32rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;border:1px solid #c9cfdd}
h1{font-size:1.5rem;margin-top:0}fieldset{border:1px solid #c9cfdd;border-radius:8px;margin:1.5rem 0}
.actions{display:flex;flex-wrap:wrap;gap:1rem}
button{font:inherit;padding:.75rem 1.5rem;border-radius:8px;cursor:pointer}
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

const referenceField = (reference: string): string =>
  `<input type="hidden" name="${REFERENCE_FIELD}" value="${escapeHtml(reference)}">`;

export function netBankingPage(sessionId: string, reference: string): string {
  return page(
    'Net banking sandbox: share your statements with Saakh',
    `<h1>Net banking (sandbox)</h1>
<p>Saakh asks the bank-analysis provider to read the last 6 months of your account's statements.</p>
<form method="post" action="${NET_BANKING_PAGE_PATH}">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
${referenceField(reference)}
<div class="actions">
<button class="approve" type="submit" name="decision" value="complete">Log in and share</button>
<button class="deny" type="submit" name="decision" value="fail">Fail the login</button>
<button class="deny" type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>`,
  );
}

export function consentPage(consentHandle: string, reference: string): string {
  const fetchOption = (value: string, label: string, checked = false) =>
    `<label><input type="radio" name="fetch" value="${value}"${checked ? ' checked' : ''}> ${label}</label><br>`;
  return page(
    'Account Aggregator sandbox: consent to share statements',
    `<h1>Account Aggregator (sandbox)</h1>
<p>Saakh asks for your bank account statements for the last 6 months, once, to assess your loan.</p>
<form method="post" action="${AA_PAGE_PATH}">
<input type="hidden" name="consentHandle" value="${escapeHtml(consentHandle)}">
${referenceField(reference)}
<fieldset><legend>Testing options: what the bank does after you approve</legend>
${fetchOption('READY', 'Sends the data', true)}
${fetchOption('PENDING', 'Is still preparing the data')}
${fetchOption('DENIED', 'Denies the data')}
${fetchOption('TIMEOUT', 'Times out')}
</fieldset>
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">Approve</button>
<button class="deny" type="submit" name="decision" value="reject">Reject</button>
<button class="deny" type="submit" name="decision" value="expire">Let it expire</button>
</div>
</form>`,
  );
}

export function unknownSessionPage(): string {
  return page(
    'Sandbox provider: request not found',
    `<h1>This request is not known</h1>
<p>It may have been reset. Please go back to Saakh and start again.</p>`,
  );
}

/** form-action also governs where the form's redirect may go, so the app's origin is allowed too. */
export function pageSecurityPolicy(returnOrigin: string | null): string {
  const formAction = returnOrigin ? `'self' ${returnOrigin}` : "'self'";
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
