import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInThroughApi } from './onboarding-session.ts';
import { bringTo, review, seedAgreement } from './agreement-session.ts';

// A borrower whose credit line is active, as the dashboard specs need one: seeded at the
// agreement, brought through the lender's calls to an active line with `drawn` used, logged in,
// and with `repaid` paid back by a UPI payment the bank approved (so it is in the payments too).

export interface LineSeed {
  drawn: number;
  repaid: number;
}

/** Repays `amount` as the customer, by UPI, and approves it as the bank (the sandbox's decision control). */
export async function repayByUpi(page: Page, amount: number): Promise<void> {
  const authorization = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const started = await page.request.post('/v2/repayment/initiate-transaction', {
    headers: { authorization, 'idempotency-key': `dashboard-${amount}-${Date.now()}` },
    data: {
      purpose: 'repayment',
      paymentMethod: 'UPI',
      returnUrl: '/dashboard/payment-methods',
      repaymentDTO: { amount, upiInfo: { vpa: 'asha@okbank' } },
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { transaction } = (await started.json()) as { transaction: { transactionId: string } };
  const decided = await page.request.post(`/__sandbox/payments/${transaction.transactionId}/decision`, {
    data: { decision: 'approve' },
  });
  expect(decided.ok()).toBe(true);
}

export async function activeBorrower(page: Page, phone: string, line: LineSeed): Promise<void> {
  const loanId = await seedAgreement(page.request, phone, 'fresh');
  await logInThroughApi(page, page.request, phone);
  await bringTo(page, phone, loanId, 'approved');
  await review(page.request, phone, { review: 'activate', ...(line.drawn > 0 ? { drawn: line.drawn } : {}) });
  if (line.repaid > 0) await repayByUpi(page, line.repaid);
}
