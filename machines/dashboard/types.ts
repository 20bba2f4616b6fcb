import type { HomeResponse } from '../../rules/home.ts';
import type { AmountPayable, Transaction } from '../../rules/payment/types.ts';
import type { Offer } from '../../rules/notifications.ts';

export type { AmountPayable, HomeResponse, Offer, Transaction };

/** What the dashboard reads each time it opens: home (banners), what is owed, the payments, the offers. */
export interface DashboardLoad {
  home: HomeResponse;
  payable: AmountPayable;
  /** Every payment, newest first, as the lender lists them. */
  payments: readonly Transaction[];
  /** The offers the customer can take now (each linked to its details). */
  offers: readonly Offer[];
}

export interface DashboardContext {
  home: HomeResponse | null;
  payable: AmountPayable | null;
  payments: readonly Transaction[];
  offers: readonly Offer[];
  /** The failed read's sentence (§8: the server's message, else the heavy-load one). */
  problem: string | null;
}

export type DashboardEvent = { type: 'RETRY' } | { type: 'PAY_NOW' };
