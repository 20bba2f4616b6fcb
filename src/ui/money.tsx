import type { ComponentProps } from 'react';
import { formatMoney } from '../../rules/money/format.ts';
import { paiseFromWireRupees, type Paise } from '../../rules/money/paise.ts';

type SpanProps = Omit<ComponentProps<'span'>, 'children'>;

/**
 * An amount as §9 writes it. `amount` is integer paise. `rupees` is for the few answers whose
 * schemas still carry rupees as numbers (the lenders' offers, the guarantor's loans, the business
 * figures typed at onboarding): read exactly when it has at most two decimals, else rounded to the
 * paisa for display only. Once those schemas carry Paise, `rupees` goes.
 */
export type MoneyProps = SpanProps & ({ amount: Paise | null | undefined } | { rupees: number | null | undefined });

export function Money(props: MoneyProps) {
  const { amount, rupees, ...rest } = props as SpanProps & { amount?: Paise | null; rupees?: number | null };
  const paise = 'rupees' in props ? displayPaise(rupees) : amount;
  return <span {...rest}>{formatMoney(paise)}</span>;
}

function displayPaise(rupees: number | null | undefined): Paise | null {
  if (rupees === null || rupees === undefined || !Number.isFinite(rupees)) return null;
  return paiseFromWireRupees(rupees) ?? paiseFromWireRupees(Math.round(rupees * 100) / 100);
}
