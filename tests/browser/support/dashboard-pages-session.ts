import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';

// A customer for the dashboard pages, seeded through the control API only (no journey replayed):
// optionally a credit line with a drawdown and a processing fee waiting, then logged in. The fee
// makes a "Processing fee waiting" notification and the coupon offers; the drawdown a "Credit line
// used" one; a customer with neither has no notification and no offer.

export interface PagesSeed {
  drawdown?: number;
  fee?: number;
}

export async function pagesCustomer(page: Page, planned: string, seed: PagesSeed): Promise<void> {
  const phone = testPhone(planned);
  await seedApplicant(page.request, planned, { status: 'initiated', firstName: 'Asha' });
  if (seed.drawdown) {
    const opened = await page.request.put(`/__sandbox/customers/${phone}/credit-account`, {
      data: { drawdown: seed.drawdown },
    });
    expect(opened.ok()).toBe(true);
  }
  if (seed.fee) {
    const fee = await page.request.put(`/__sandbox/customers/${phone}/processing-fee`, { data: { amount: seed.fee } });
    expect(fee.ok()).toBe(true);
  }
  await logInThroughApi(page, page.request, planned);
}
