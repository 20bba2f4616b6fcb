import type { DashboardLoad } from './types.ts';

// Where an active credit line stands, from the lender's amount payable and payments only: the
// dashboard shows the screen this names (ADR 015 has the table).

export type LinePosition = 'owing' | 'clear' | 'unused';

export function linePosition({ payable, payments }: Pick<DashboardLoad, 'payable' | 'payments'>): LinePosition {
  if (payable.totalDue > 0) return 'owing';
  const repaid = payments.some((payment) => payment.purpose === 'repayment' && payment.status === 'success');
  return payable.used > 0 || repaid ? 'clear' : 'unused';
}
