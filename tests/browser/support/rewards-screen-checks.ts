import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BuiltScreen } from './built-screens.ts';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';

// The rewards screens for the axe and layout sweeps (ADR 054): an active borrower who joined with a
// referral code (the welcome reward in the statement), or one with no points yet (the empty state).

async function borrower(page: Page, request: APIRequestContext, phone: string, referred: boolean): Promise<void> {
  await seedApplicant(request, phone, {
    status: 'initiated',
    firstName: 'Asha',
    referrerCode: referred ? 'ASHA100' : null,
  });
  const line = await request.put(`/__sandbox/customers/${testPhone(phone)}/credit-account`, {
    data: { creditLimit: 500000 },
  });
  expect(line.ok(), await line.text()).toBe(true);
  await logInThroughApi(page, request, phone);
}

function check(
  name: string,
  path: string,
  landsOn: string,
  heading: RegExp,
  phone: string,
  referred = true,
): BuiltScreen {
  return {
    name,
    path,
    landsOn: new RegExp(`${landsOn}$`),
    ready: { role: 'heading', name: heading },
    open: async (page, request) => {
      await borrower(page, request, phone, referred);
      await page.goto(path);
    },
  };
}

export const screenChecks: readonly BuiltScreen[] = [
  check('Rewards', '/rewards', '/rewards/statement', /^Your reward points$/, '9123405411'),
  check('Reward statement', '/rewards/statement', '/rewards/statement', /^Your reward points$/, '9123405412'),
  check(
    'Reward statement, no points yet',
    '/rewards/statement',
    '/rewards/statement',
    /^Statement$/,
    '9123405413',
    false,
  ),
  check('Reward schemes', '/rewards/schemes', '/rewards/schemes', /^Reward schemes$/, '9123405414'),
  check(
    'Reward scheme details',
    '/rewards/schemes/supplier-payments',
    '/rewards/schemes/supplier-payments',
    /^Pay suppliers, earn points$/,
    '9123405415',
  ),
  check(
    'Reward scheme details, unknown scheme',
    '/rewards/schemes/diwali-double',
    '/rewards/schemes/diwali-double',
    /^We do not run this scheme$/,
    '9123405416',
  ),
];
