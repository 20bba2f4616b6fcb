import type { Paise } from '../../../rules/money/paise.ts';
import { formatDate } from './date.ts';
import { formatMoney } from '../../../rules/money/format.ts';

// Money paid beyond the due (a bank that confirmed late, say) is the lender's debt to the
// customer, never a negative balance: the dashboard and the statement say it in these words, with
// how it comes back (issue 27; Fineract's OVERPAID state is the model).

/** "₹4,000 paid in excess. We will refund it to your bank account by 06 Dec 2026." */
export function creditBalanceSentence(creditBalance: Paise, refundBy: string | null): string {
  const by = refundBy ? formatDate(refundBy) : '';
  const when = by === '' ? '' : ` by ${by}`;
  return `${formatMoney(creditBalance)} paid in excess. We will refund it to your bank account${when}.`;
}

/** "₹600 of your ₹1,000 due is covered by payments in progress." */
export function inProgressSentence(pending: Paise, totalDue: Paise): string {
  return `${formatMoney(pending)} of your ${formatMoney(totalDue)} due is covered by payments in progress.`;
}
