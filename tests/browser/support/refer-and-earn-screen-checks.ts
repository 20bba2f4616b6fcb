import type { BuiltScreen } from './built-screens.ts';
import { referrer } from './refer-and-earn-session.ts';

// The refer-and-earn page for the axe and layout sweeps: an active borrower with three referrals
// (one in each reward state) and their link, and one nobody has joined yet (the empty list).

export const screenChecks: readonly BuiltScreen[] = [
  {
    name: 'ReferAndEarn (three referrals)',
    path: '/refer-and-earn',
    landsOn: /\/refer-and-earn$/,
    ready: { role: 'heading', name: /^Kabir$/ },
    open: async (page) => {
      await referrer(page, '9123400975', { referred: true });
      await page.goto('/refer-and-earn');
    },
  },
  {
    name: 'ReferAndEarn (no referrals yet)',
    path: '/refer-and-earn',
    landsOn: /\/refer-and-earn$/,
    ready: { role: 'heading', name: /^Your referrals$/ },
    open: async (page) => {
      await referrer(page, '9123400976', { referred: false });
      await page.goto('/refer-and-earn');
    },
  },
];
