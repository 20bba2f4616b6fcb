import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { DashboardContext, DashboardLoad } from '../../../machines/dashboard/dashboard.machine.ts';
import type { AmountPayable, Transaction } from '../../../rules/payment/types.ts';
import { homeAt } from '../../fixtures/onboarding-positions.ts';
import { named } from './named.ts';
import { inr } from '../money.ts';

// The dashboard journey's sample events, for its machine paths (tests/paths/dashboard.paths.test.ts)
// and its browser paths (tests/browser/paths/dashboard.spec.ts): the lender's three positions of an
// active line (something owed, nothing owed after repaying, nothing drawn yet), a failed read, Retry
// and Pay now.

export const LOAD_FAILED = 'The lender is unavailable for a moment.';
export const LIMIT = 500000;
export const DRAWN = 10000;
export const REPAID = 4000;

const home = {
  ...homeAt({ id: 'app-1', status: 'opsApproved', subStatus: null, nextAction: null, percentCompleted: 100 }),
};
export const ACTIVE_HOME = {
  ...home,
  creditAccountInfo: { loanId: 'LN-1', creditLimit: inr(LIMIT), availableLimit: inr(LIMIT) },
};

const payable = (used: number): AmountPayable => ({
  loanId: 'LN-1',
  loanReference: 'SKH-2026-000001',
  creditLimit: inr(LIMIT),
  used: inr(used),
  available: inr(LIMIT - used),
  totalDue: inr(used),
  minimumDue: inr(used === 0 ? 0 : Math.min(used, 500)),
  nextDueDate: used === 0 ? null : '2026-03-01',
  pendingRepayments: inr(0),
  payableNow: inr(used),
  creditBalance: inr(0),
  creditBalanceRefundBy: null,
});

export const repayment = (amount: number): Transaction => ({
  transactionId: 'TXN0123456789ABCDEF',
  purpose: 'repayment',
  amount: inr(amount),
  paymentMethod: 'UPI',
  status: 'success',
  reason: null,
  lateAfterFailure: false,
  cardLast4: null,
  bankCode: null,
  vpa: 'asha@okbank',
  couponCode: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
});

/** The line as the sandbox seeds it: a drawdown (part repaid or not), all of it repaid, nothing drawn. */
export const LOADS = {
  owing: named<DashboardLoad>('something owed', {
    home: ACTIVE_HOME,
    payable: payable(DRAWN - REPAID),
    payments: [repayment(REPAID)],
    offers: [],
  }),
  clear: named<DashboardLoad>('all repaid', {
    home: ACTIVE_HOME,
    payable: payable(0),
    payments: [repayment(DRAWN)],
    offers: [],
  }),
  unused: named<DashboardLoad>('nothing drawn', { home: ACTIVE_HOME, payable: payable(0), payments: [], offers: [] }),
} as const;

export type LoadName = keyof typeof LOADS;

export const dashboardContextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as DashboardContext;

export function dashboardEvents(): AnyEventObject[] {
  return [
    ...Object.values(LOADS).map((output) => ({ type: 'xstate.done.actor.loadDashboard', output })),
    { type: 'xstate.error.actor.loadDashboard', error: new Error(LOAD_FAILED) },
    { type: 'RETRY' },
    { type: 'PAY_NOW' },
  ];
}
