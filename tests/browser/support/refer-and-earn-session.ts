import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';

// Customers for the refer-and-earn page, seeded through the control API only: a customer whose
// credit line is open in the ledger, logged in, and, when asked, people who joined with their code,
// one in each reward state the sandbox gives (a credit line opened confirms; a rejected application
// is not eligible; neither is pending), and the short link made as the page makes it.

/** The people who join with the code: planned phone (its last four digits show, masked), name, fate. */
export const FRIENDS = [
  { planned: '9123401203', firstName: 'Ravi', fate: 'lineOpened' },
  { planned: '9123402204', firstName: 'Meena', fate: 'waiting' },
  { planned: '9123403305', firstName: 'Kabir', fate: 'rejected' },
] as const;

export async function referralCodeOf(page: Page, planned: string): Promise<string> {
  const answer = await page.request.get(`/__sandbox/customers/${testPhone(planned)}/referrals`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { referralCode: string }).referralCode;
}

/** A person joins with `code` (the login's referrer code, as the control API sets it). */
export async function joinWithCode(
  page: Page,
  planned: string,
  code: string,
  seed: Record<string, unknown> = {},
): Promise<void> {
  await seedApplicant(page.request, planned, { status: 'initiated', referrerCode: code, ...seed });
}

/** Makes the customer's short link through the webflow call, as the page does, with their token. */
export async function makeShortLink(page: Page, code: string): Promise<void> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const made = await page.request.patch('/v3/webflow/short-referral', {
    headers: { authorization: token },
    data: { referralCode: code, destination: `/login/mobile-no?referral_code=${code}` },
  });
  expect(made.ok()).toBe(true);
}

/** A customer with an open credit line, logged in; with `referred`, three joined with their code and the link made. */
export async function referrer(page: Page, planned: string, options: { referred: boolean }): Promise<string> {
  const phone = testPhone(planned);
  await seedApplicant(page.request, planned, { status: 'initiated', firstName: 'Asha' });
  expect((await page.request.put(`/__sandbox/customers/${phone}/credit-account`, { data: {} })).ok()).toBe(true);
  const code = await referralCodeOf(page, planned);
  if (options.referred) {
    for (const friend of FRIENDS) {
      await joinWithCode(page, friend.planned, code, {
        firstName: friend.firstName,
        ...(friend.fate === 'rejected' ? { applicationRejected: true } : {}),
      });
      if (friend.fate === 'lineOpened') {
        const opened = await page.request.put(`/__sandbox/customers/${testPhone(friend.planned)}/credit-account`, {
          data: {},
        });
        expect(opened.ok()).toBe(true);
      }
    }
  }
  await logInThroughApi(page, page.request, planned);
  if (options.referred) await makeShortLink(page, code);
  return code;
}
