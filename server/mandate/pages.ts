import { FAILURE_REASONS, SPONSOR_PAGE_PATH, UPI_PAGE_PATH, type MandateMode } from './rules.ts';
import { REFERENCE_FIELD } from '../providers/references.ts';
import { paiseOfFigure, rupees } from '../kit/money.ts';

// The sponsor bank's e-mandate page and the UPI AutoPay approval page: plain HTML forms, no
// script, with every outcome QA needs (docs/sandbox.md, "Mandate"). The bank's page sends the
// browser back to the app; the UPI page stands for the UPI app on the phone and only says done.

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

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export const REASON_LABELS = {
  accountBlockedOrClosed: 'Account blocked or closed',
  nameMismatch: 'Name does not match the account',
  amountOverLimit: 'Amount over the e-mandate limit',
  authenticationFailed: 'Authentication failed',
  declined: 'Declined by the customer',
} as const satisfies Record<(typeof FAILURE_REASONS)[number], string>;

const reasonOptions = (reasons: readonly (keyof typeof REASON_LABELS)[]) =>
  reasons
    .map(
      (reason, index) =>
        `<label><input type="radio" name="reason" value="${reason}"${index === 0 ? ' checked' : ''}> ` +
        `${REASON_LABELS[reason]}</label><br>`,
    )
    .join('\n');

const MODE_NAMES: Readonly<Record<MandateMode, string>> = {
  netBanking: 'net banking',
  debitCard: 'debit card',
  upiAutopay: 'UPI AutoPay',
  nach: 'physical NACH',
};

/** The attempt a page answers and the one-time reference it carries back. */
type PageAttempt = { mandateId: string; reference: string };

const attemptFields = (attempt: PageAttempt): string =>
  `<input type="hidden" name="mandate" value="${escapeHtml(attempt.mandateId)}">
<input type="hidden" name="${REFERENCE_FIELD}" value="${escapeHtml(attempt.reference)}">`;

export function sponsorBankPage(attempt: PageAttempt, mode: MandateMode, bankName: string, maxAmount: number): string {
  return page(
    'Sponsor bank sandbox: authorise your e-mandate',
    `<h1>${escapeHtml(bankName)}: e-mandate (sandbox)</h1>
<p>Saakh's lender asks to debit your account for repayments, up to ${rupees(paiseOfFigure(maxAmount))} a
month, until you cancel. You authorise it by ${MODE_NAMES[mode]}.</p>
<form method="post" action="${SPONSOR_PAGE_PATH}">
${attemptFields(attempt)}
<fieldset><legend>Testing options: why the bank refuses</legend>
${reasonOptions(FAILURE_REASONS.filter((reason) => reason !== 'declined'))}
</fieldset>
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">Authorise</button>
<button class="deny" type="submit" name="decision" value="reject">Refuse</button>
<button class="deny" type="submit" name="decision" value="pending">Leave pending</button>
<button class="deny" type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>`,
  );
}

export function upiPage(attempt: PageAttempt, maxAmount: number): string {
  return page(
    'UPI AutoPay sandbox: approve the mandate',
    `<h1>UPI AutoPay (sandbox)</h1>
<p>Saakh's lender asks for a UPI AutoPay mandate up to ${rupees(paiseOfFigure(maxAmount))} a month.
In real life this request arrives in your UPI app.</p>
<form method="post" action="${UPI_PAGE_PATH}">
${attemptFields(attempt)}
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">Approve with UPI PIN</button>
<button class="deny" type="submit" name="decision" value="decline">Decline</button>
</div>
</form>`,
  );
}

export function upiDonePage(approved: boolean): string {
  return page(
    'UPI AutoPay sandbox: done',
    `<h1>${approved ? 'Mandate approved' : 'Mandate declined'}</h1>
<p>You can close this page and go back to Saakh.</p>`,
  );
}

export function unknownMandatePage(): string {
  return page(
    'Sandbox bank: request not found',
    `<h1>This request is not known</h1>
<p>It may have expired or been reset. Please go back to Saakh and start again.</p>`,
  );
}
