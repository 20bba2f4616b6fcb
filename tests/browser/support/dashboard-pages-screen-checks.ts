import type { BuiltScreen } from './built-screens.ts';
import { pagesCustomer } from './dashboard-pages-session.ts';

// The dashboard pages for the axe and layout sweeps: the notifications of a customer with a fee
// waiting and a drawdown (the list, unread ones with Mark as read, links), and an offer's details
// (its terms and Use this offer), each seeded through the control API.

export const screenChecks: readonly BuiltScreen[] = [
  {
    name: 'Notifications (two unread)',
    path: '/dashboard/notification',
    landsOn: /\/dashboard\/notification$/,
    ready: { role: 'heading', name: /credit line used$/i },
    open: async (page) => {
      await pagesCustomer(page, '9123400971', { drawdown: 10000, fee: 2000 });
      await page.goto('/dashboard/notification');
    },
  },
  {
    name: 'Offer details (a processing fee coupon)',
    path: '/dashboard/details?offerId=flat500',
    landsOn: /\/dashboard\/details\?offerId=flat500$/,
    ready: { role: 'heading', name: /^₹500 off your processing fee$/ },
    open: async (page) => {
      await pagesCustomer(page, '9123400972', { fee: 2000 });
      await page.goto('/dashboard/details?offerId=flat500');
    },
  },
];
