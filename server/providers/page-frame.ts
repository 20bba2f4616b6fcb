import { REFERENCE_FIELD } from './references.ts';

// The frame every simulated provider page shares (DigiLocker, e-sign, the banks, the gateway, the
// Account Aggregator): plain HTML, one look, no script. Each page writes only its own sentences
// and form; the frame escapes what it is given and holds the styles.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// Buttons are outlined unless primary (.approve, or .sign on the e-sign pages); focus is always visible.
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1a1a2e}
main{max-width:34rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;border:1px solid #c9cfdd}
h1{font-size:1.5rem;margin-top:0}fieldset{border:1px solid #c9cfdd;border-radius:8px;margin:1.5rem 0}
.actions{display:flex;flex-wrap:wrap;gap:1rem}
button{font:inherit;padding:.75rem 1.5rem;border-radius:8px;cursor:pointer;background:#fff;color:#1a1a2e;
border:2px solid #1a1a2e}.approve,.sign{background:#1d4ed8;color:#fff;border-color:#1d4ed8}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** Hidden inputs, escaped: what the page's form carries back (the request's id, its one-time reference). */
export function hiddenFields(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

/** The request's id under `idField` and the one-time reference the page acts on. */
export const requestFields = (idField: string, id: string, reference: string): string =>
  hiddenFields({ [idField]: id, [REFERENCE_FIELD]: reference });

/** One button a decision; the first is the primary one unless `primary` says otherwise. */
export type DecisionButton = { readonly decision: string; readonly label: string; readonly primary?: boolean };

export function decisionButtons(buttons: readonly DecisionButton[]): string {
  const rows = buttons.map(({ decision, label, primary }, index) => {
    const kind = (primary ?? index === 0) ? 'approve' : 'deny';
    return `<button class="${kind}" type="submit" name="decision" value="${escapeHtml(decision)}">${label}</button>`;
  });
  return `<div class="actions">\n${rows.join('\n')}\n</div>`;
}

/** A page for a request the provider does not know (reset, expired or already answered). */
export function notKnownPage(title: string, heading: string, sentence: string): string {
  return page(title, `<h1>${heading}</h1>\n<p>${sentence}</p>`);
}
