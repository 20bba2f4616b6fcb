import type { BuiltScreen } from './built-screens.ts';
import { decideLatest, ediCustomer, requestAsCustomer } from './edi-session.ts';

// The EDI pages for the axe and layout sweeps (at a phone's and a desktop's width): the offer with
// its daily instalment, the request with the Key Fact Statement (opened by its address, the choice
// in it), and the last payout once paid out.

export const screenChecks: readonly BuiltScreen[] = [
  {
    name: 'EDI loan offer (with its daily instalment)',
    path: '/signup/edi-loan-offer-details-page',
    landsOn: /\/signup\/edi-loan-offer-details-page\?amount=200000&days=180$/,
    ready: { role: 'heading', name: /^Your daily instalment$/ },
    open: async (page) => {
      await ediCustomer(page, '9123400491', { offer: true });
      await page.goto('/signup/edi-loan-offer-details-page');
    },
  },
  {
    name: 'EDI disbursement request (Key Fact Statement)',
    path: '/signup/edi-disbursement-request',
    landsOn: /\/signup\/edi-disbursement-request\?amount=100000&days=90$/,
    ready: { role: 'heading', name: /^Key Fact Statement$/ },
    open: async (page) => {
      await ediCustomer(page, '9123400492', { offer: true });
      await page.goto('/signup/edi-disbursement-request?amount=100000&days=90');
    },
  },
  {
    name: 'Last EDI disbursement (paid out)',
    path: '/signup/last-edi-disbursement',
    landsOn: /\/signup\/last-edi-disbursement$/,
    ready: { role: 'heading', name: /^Your payout is in your account$/ },
    open: async (page) => {
      await ediCustomer(page, '9123400493', { offer: true });
      await requestAsCustomer(page);
      await decideLatest(page, '9123400493', 'disburse');
      await page.goto('/signup/last-edi-disbursement');
    },
  },
];
