import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BuiltScreen } from './built-screens.ts';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';

// My Cards for the axe and layout sweeps (issue 32, ADR 051): the line's card beside a locked card
// still without full KYC, no cards yet, and each step the page takes over or opens over it: the new
// PIN, its OTP, the lock's reasons and a channel's limit.

/** A borrower with a ₹5,00,000 line (and so its card), or none; a second card with min KYC, locked, when asked. */
export async function cardsBorrower(
  page: Page,
  request: APIRequestContext,
  phone: string,
  seed: { line: boolean; minKycCard?: boolean },
): Promise<void> {
  await seedApplicant(request, phone, { status: 'initiated', firstName: 'Asha' });
  const customer = `/__sandbox/customers/${testPhone(phone)}`;
  if (seed.line)
    expect((await request.put(`${customer}/credit-account`, { data: { creditLimit: 500000 } })).ok()).toBe(true);
  await logInThroughApi(page, request, phone);
  if (!seed.minKycCard) return;
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  // The line's card first (the first read issues it), then QA's min-KYC card, locked by its owner.
  expect((await request.get('/v1/card', { headers: { authorization: token } })).ok()).toBe(true);
  const issued = await request.post(`${customer}/cards`, { data: { type: 'physical', kycStatus: 'minKyc' } });
  expect(issued.ok(), await issued.text()).toBe(true);
  const { card } = (await issued.json()) as { card: { id: string } };
  const locked = await request.patch('/v1/card/lock-unlock', {
    headers: { authorization: token },
    data: { cardId: card.id, action: 'lock', reason: 'notUsing' },
  });
  expect(locked.ok(), await locked.text()).toBe(true);
}

function check(
  name: string,
  heading: RegExp,
  phone: string,
  seed: { line: boolean; minKycCard?: boolean },
  reach?: (page: Page) => Promise<void>,
): BuiltScreen {
  return {
    name,
    path: '/cards',
    landsOn: /\/cards$/,
    ready: { role: 'heading', name: heading },
    open: async (page, request) => {
      await cardsBorrower(page, request, phone, seed);
      await page.goto('/cards');
      if (reach) {
        await expect(page.getByRole('heading', { level: 1, name: 'My cards' })).toBeVisible();
        await reach(page);
      }
    },
  };
}

const withCard = { line: true } as const;

export const screenChecks: readonly BuiltScreen[] = [
  check('My cards (a card, and a locked one without full KYC)', /^Physical card ending \d{4}$/, '9123400661', {
    line: true,
    minKycCard: true,
  }),
  check('My cards (no cards yet)', /^My cards$/, '9123400662', { line: false }),
  check('Set your card PIN', /^Set your card PIN$/, '9123400663', withCard, async (page) => {
    await page.getByRole('button', { name: 'Set PIN' }).click();
  }),
  check('Confirm your new PIN (OTP)', /^Confirm your new PIN$/, '9123400664', withCard, async (page) => {
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await page.getByLabel('New PIN', { exact: true }).fill('4826');
    await page.getByLabel('Enter the new PIN again').fill('4826');
    await page.getByRole('button', { name: 'Continue' }).click();
  }),
  check('Lock this card (reasons)', /^Lock this card for now\?$/, '9123400665', withCard, async (page) => {
    await page.getByRole('button', { name: 'Lock card' }).click();
  }),
  check('A channel’s limit', /^Limit for online payments outside India$/, '9123400666', withCard, async (page) => {
    await page.getByRole('button', { name: 'Change limit for online payments outside India' }).click();
  }),
];
