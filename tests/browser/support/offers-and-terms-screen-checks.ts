import type { BuiltScreen } from './built-screens.ts';
import { pagesCustomer } from './dashboard-pages-session.ts';

// The offers-and-terms pages for the axe and layout sweeps: the offers of a customer with a fee
// waiting (the processing fee coupons) and the terms a customer accepted at login.

export const screenChecks: readonly BuiltScreen[] = [
  {
    name: 'Offers (processing fee coupons)',
    path: '/offers',
    landsOn: /\/offers$/,
    ready: { role: 'heading', name: /off your processing fee$/i },
    open: async (page) => {
      await pagesCustomer(page, '9123400973', { fee: 2000 });
      await page.goto('/offers');
    },
  },
  {
    name: 'Terms you accepted',
    path: '/terms',
    landsOn: /\/terms$/,
    ready: { role: 'heading', name: /^Saakh terms and conditions$/ },
    open: async (page) => {
      await pagesCustomer(page, '9123400974', {});
      await page.goto('/terms');
    },
  },
];
