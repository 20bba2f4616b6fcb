import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { BuiltScreen } from './built-screens.ts';
import { activeBorrower, type LineSeed } from './dashboard-session.ts';

// The dashboard of an active line for the axe and layout sweeps: a borrower who owes part of a
// drawdown and has repaid the rest (figures, dues, Pay now, a payment, the navigation), and the
// same dashboard when the lender cannot be read (the reason and Retry).

function activeDashboard(name: string, phone: string, ready: RegExp, line: LineSeed, failing = false): BuiltScreen {
  return {
    name,
    path: '/dashboard',
    landsOn: /\/dashboard$/,
    ready: { role: 'heading', name: ready },
    open: async (page: Page) => {
      await activeBorrower(page, phone, line);
      if (failing) {
        const armed = await page.request.post('/__sandbox/faults', {
          data: { method: 'GET', path: '/v1/customer/transaction', status: 500, times: 3 },
        });
        expect(armed.ok()).toBe(true);
      }
      await page.goto('/dashboard');
    },
  };
}

export const screenChecks: readonly BuiltScreen[] = [
  activeDashboard('Dashboard (active line, something owed)', '9123400961', /^what you owe$/i, {
    drawn: 10000,
    repaid: 4000,
  }),
  activeDashboard(
    'Dashboard (active line, the lender could not be read)',
    '9123400962',
    /could not load your credit line/i,
    { drawn: 10000, repaid: 0 },
    true,
  ),
];
