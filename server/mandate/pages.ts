import { FAILURE_REASONS, SPONSOR_PAGE_PATH, UPI_PAGE_PATH, type MandateMode } from './rules.ts';
import { paiseOfFigure, rupees } from '../kit/money.ts';
import { decisionButtons, escapeHtml, notKnownPage, page, requestFields } from '../providers/page-frame.ts';

// The sponsor bank's e-mandate page and the UPI AutoPay approval page: plain HTML forms, no
// script, with every outcome QA needs (docs/sandbox.md, "Mandate"). The bank's page sends the
// browser back to the app; the UPI page stands for the UPI app on the phone and only says done.

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

const attemptFields = (attempt: PageAttempt): string => requestFields('mandate', attempt.mandateId, attempt.reference);

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
${decisionButtons([
  { decision: 'approve', label: 'Authorise' },
  { decision: 'reject', label: 'Refuse' },
  { decision: 'pending', label: 'Leave pending' },
  { decision: 'cancel', label: 'Cancel' },
])}
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
${decisionButtons([
  { decision: 'approve', label: 'Approve with UPI PIN' },
  { decision: 'decline', label: 'Decline' },
])}
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
  return notKnownPage(
    'Sandbox bank: request not found',
    'This request is not known',
    'It may have expired or been reset. Please go back to Saakh and start again.',
  );
}
