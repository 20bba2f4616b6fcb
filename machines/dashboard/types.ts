import type { HomeResponse } from '../../src/api/home/schemas.ts';
import type { AmountPayable, Transaction } from '../../src/api/payment/schemas.ts';

export type { AmountPayable, HomeResponse, Transaction };

/** What the dashboard reads each time it opens: home (banners, offers), what is owed, the payments. */
export interface DashboardLoad {
  home: HomeResponse;
  payable: AmountPayable;
  /** Every payment, newest first, as the lender lists them. */
  payments: readonly Transaction[];
}

export interface DashboardContext {
  home: HomeResponse | null;
  payable: AmountPayable | null;
  payments: readonly Transaction[];
  /** The failed read's sentence (§8: the server's message, else the heavy-load one). */
  problem: string | null;
}

export type DashboardEvent = { type: 'RETRY' } | { type: 'PAY_NOW' };
