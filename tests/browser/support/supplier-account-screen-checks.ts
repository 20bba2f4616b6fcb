import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BuiltScreen } from './built-screens.ts';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';
import { LISTED_SUPPLIERS } from '../../../server/purchase/catalog.ts';

// The supplier page's screens for the axe and layout sweeps (ADR 047): a borrower with a line, a
// marketplace order at the sandbox's first listed supplier (its due) and a request from it, logged in.

const supplier = LISTED_SUPPLIERS[0]!;
const base = `/supplier/${supplier.id}`;

async function borrower(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await seedApplicant(request, phone, { status: 'initiated', firstName: 'Asha' });
  const customer = `/__sandbox/customers/${testPhone(phone)}`;
  expect((await request.put(`${customer}/credit-account`, { data: { creditLimit: 500000 } })).ok()).toBe(true);
  const order = await request.post(`${customer}/marketplace-orders`, {
    data: { supplierId: supplier.id, amount: 12000, invoiceNumber: 'BH-1001' },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const asked = await request.post(`${customer}/supplier-asks`, {
    data: { kind: 'request', supplierId: supplier.id, amount: 1500, note: 'Advance for March' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await logInThroughApi(page, request, phone);
}

function check(
  name: string,
  path: string,
  heading: RegExp,
  phone: string,
  reach: (page: Page) => Promise<void> = async (page) => {
    await page.goto(path);
  },
): BuiltScreen {
  return {
    name,
    path,
    landsOn: new RegExp(`${path}(\\?|$)`),
    ready: { role: 'heading', name: heading },
    open: async (page, request) => {
      await borrower(page, request, phone);
      await reach(page);
    },
  };
}

export const screenChecks: readonly BuiltScreen[] = [
  check('Supplier page', base, new RegExp(`^${supplier.name}$`), '9123400971'),
  check('Supplier payment history', `${base}/payment-history`, /^Payment history: /, '9123400972'),
  check('Supplier pending payments', `${base}/pending-payments`, /^Pending payments: /, '9123400973'),
  check('Supplier payment due', `${base}/pending-payments/details`, /^Payment due$/, '9123400974', async (page) => {
    await page.goto(`${base}/pending-payments`);
    await page.getByRole('button', { name: /^Details of the payment due/ }).click();
  }),
  check(
    'Supplier clear payment due',
    `${base}/pending-payments/clear-payment-due`,
    /^Clear payment due: /,
    '9123400975',
  ),
  check('Supplier requests to pay', `${base}/pending-requests`, /^Requests to pay: /, '9123400976'),
  check('Supplier requests, every supplier’s', '/supplier/pending-requests', /^Requests to pay: /, '9123400977'),
];
