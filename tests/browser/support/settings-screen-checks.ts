import type { BuiltScreen } from './built-screens.ts';
import { settingsCustomer } from './settings-session.ts';

// The settings page for the axe and layout sweeps: a customer with the WhatsApp consent given
// (its Withdraw button shown) and the bureau check the terms allow.

export const screenChecks: readonly BuiltScreen[] = [
  {
    name: 'Settings',
    path: '/setting',
    landsOn: /\/setting$/,
    ready: { role: 'heading', name: /^Your consents$/ },
    open: async (page) => {
      await settingsCustomer(page, '9123400983');
      await page.goto('/setting');
    },
  },
];
