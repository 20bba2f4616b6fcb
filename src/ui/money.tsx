import type { ComponentProps } from 'react';
import { formatMoney } from '../lib/format/money.ts';

export interface MoneyProps extends Omit<ComponentProps<'span'>, 'children'> {
  amount: number | null | undefined;
}

export function Money({ amount, ...props }: MoneyProps) {
  return <span {...props}>{formatMoney(amount)}</span>;
}
