import { decisionButtons, escapeHtml, notKnownPage, page, requestFields } from '../providers/page-frame.ts';
import { PAGE_DECISION_PATH } from './rules.ts';
import type { PaymentRow } from './store.ts';
import { rupees } from '../kit/money.ts';

// The sandbox payment gateway's page (net banking, and the UPI app standing in for a collect
// request): plain HTML, no script, with the controls QA needs for every outcome.

export function paymentPage(payment: PaymentRow, reference: string): string {
  const what =
    payment.method === 'UPI'
      ? `UPI collect request to ${payment.vpa ?? ''}`
      : `Net banking: ${payment.bank_code ?? ''}`;
  return page(
    'Sandbox payment gateway: confirm the payment',
    `<h1>Confirm your payment (sandbox)</h1>
<p>${escapeHtml(what)}</p>
<p>Pay <strong>${escapeHtml(rupees(payment.amount_paise))}</strong> to Saakh. Transaction ${escapeHtml(payment.id)}.</p>
<form method="post" action="${PAGE_DECISION_PATH}">
${requestFields('transactionId', payment.id, reference)}
${decisionButtons([
  { decision: 'approve', label: 'Approve payment' },
  { decision: 'decline', label: 'Decline' },
  { decision: 'pending', label: 'Leave pending' },
  { decision: 'lateSuccess', label: 'Fail, then succeed late' },
])}
</form>`,
  );
}

export function unknownPaymentPage(): string {
  return notKnownPage(
    'Sandbox payment gateway: payment not found',
    'This payment is not known',
    'The link is not valid, or the payment was already answered or reset. Please go back to Saakh.',
  );
}

export function decidedPage(payment: PaymentRow): string {
  return page(
    'Sandbox UPI app: answer sent',
    `<h1>Answer sent</h1>
<p>Transaction ${escapeHtml(payment.id)} is now ${escapeHtml(payment.status)}. Saakh reads the result itself.</p>`,
  );
}
