import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BuiltScreen } from './built-screens.ts';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';
import { activeBorrower } from './dashboard-session.ts';
import { SEEDS } from '../../fixtures/applicant.ts';
import { BANK_TRANSFERS } from '../../../src/journeys/mandate/screens/mandate-copy.ts';

// The profile's screens for the axe and layout sweeps (ADR 052): a customer with the onboarding's
// sample answers, the lender's re-KYC asked, logged in; and the account for bank transfers the
// profile links to (redirect-mandate's bank-transfers mode, the legacy /va-accounts), for a customer
// whose loan the lender approved. The profile's page is swept once its lender parts are read (ADR
// 056): before a lender (the terms' plain sentence) and with an active line (lender and terms).

async function customer(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await seedApplicant(request, phone, { ...SEEDS.gstin, status: 'initiated' });
  const asked = await request.put(`/__sandbox/customers/${testPhone(phone)}/rekyc`, { data: {} });
  expect(asked.ok(), await asked.text()).toBe(true);
  await logInThroughApi(page, request, phone);
}

function check(name: string, path: string, heading: RegExp, phone: string, click?: RegExp): BuiltScreen {
  return {
    name,
    path,
    landsOn: new RegExp(`${path}$`),
    ready: { role: 'heading', name: heading },
    open: async (page, request) => {
      await customer(page, request, phone);
      await page.goto('/my-profile');
      await expect(page.getByText(/shown here once your credit line is active/)).toBeVisible();
      if (click) await page.getByRole('button', { name: click }).click();
    },
  };
}

export const screenChecks: readonly BuiltScreen[] = [
  check('My profile', '/my-profile', /^My profile$/, '9123400981'),
  {
    name: 'My profile, line active',
    path: '/my-profile',
    landsOn: /\/my-profile$/,
    ready: { role: 'heading', name: /^My profile$/ },
    open: async (page) => {
      await activeBorrower(page, '9123400985', { drawn: 0, repaid: 0 });
      await page.goto('/my-profile');
      await expect(page.getByText('RBI certificate of registration')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Your signed loan agreement' })).toBeVisible();
    },
  },
  check('Profile email', '/my-profile/email', /^Your email address$/, '9123400982', /^Verify email$/),
  check('Profile re-KYC', '/my-profile/re-kyc', /^Update your KYC$/, '9123400983', /^Update KYC$/),
  {
    name: 'A/C details for bank transfers',
    path: '/signup/redirect-mandate?mode=bank-transfers',
    // Opened at the legacy address, which must land on the profile's way to it.
    landsOn: /\/signup\/redirect-mandate\?mode=bank-transfers(&|$)/,
    ready: { role: 'heading', name: new RegExp(`^${BANK_TRANSFERS.title}$`) },
    open: async (page, request) => {
      await seedApplicant(request, '9123400984', {
        status: 'opsApproved',
        latestLoanId: `loan-${testPhone('9123400984')}`,
        bestApprovedAmount: 300000,
      });
      await logInThroughApi(page, request, '9123400984');
      await page.goto('/va-accounts');
    },
  },
];
