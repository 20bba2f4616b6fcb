import { escapeHtml, page } from './page-frame.ts';
import { PAGE_DECISION_PATH } from './rules.ts';
import { REFERENCE_FIELD } from '../providers/references.ts';
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
<input type="hidden" name="transactionId" value="${escapeHtml(payment.id)}">
<input type="hidden" name="${REFERENCE_FIELD}" value="${escapeHtml(reference)}">
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">Approve payment</button>
<button class="deny" type="submit" name="decision" value="decline">Decline</button>
<button class="deny" type="submit" name="decision" value="pending">Leave pending</button>
<button class="deny" type="submit" name="decision" value="lateSuccess">Fail, then succeed late</button>
</div>
</form>`,
  );
}

export function unknownPaymentPage(): string {
  return page(
    'Sandbox payment gateway: payment not found',
    `<h1>This payment is not known</h1>
<p>The link is not valid, or the payment was already answered or reset. Please go back to Saakh.</p>`,
  );
}

export function decidedPage(payment: PaymentRow): string {
  return page(
    'Sandbox UPI app: answer sent',
    `<h1>Answer sent</h1>
<p>Transaction ${escapeHtml(payment.id)} is now ${escapeHtml(payment.status)}. Saakh reads the result itself.</p>`,
  );
}
