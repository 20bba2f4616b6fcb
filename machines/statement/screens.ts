import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The statement journey's screens (§2, ADR 033), written once: per screen state of the `statement`
// machine, its name, address and §2 metadata. The credit statement's payment screens under
// /credit-statement are the payment chart's, not this journey's. Every signed-in customer may
// open them, whatever the application's status, so the journey takes no status over.

export const STATEMENT_SCREENS = {
  statement: { name: 'CreditStatement', path: '/credit-statement', layout: 'Home' },
  // §2 spells this name in camel case; its route is "Download Statement" all the same.
  download: {
    name: 'downloadStatement',
    path: '/credit-statement/download-statement',
    layout: 'Home',
    meta: { isCreditStatementFlow: true },
  },
  history: { name: 'PaymentHistory', path: '/payment-history', layout: 'Home' },
} as const satisfies ScreenTable;

export const STATEMENT_PATHS = pathsOf(STATEMENT_SCREENS);

export type StatementScreen = keyof typeof STATEMENT_SCREENS;
