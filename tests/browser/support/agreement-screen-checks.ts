import type { APIRequestContext, Page } from '@playwright/test';
import type { Stage } from '../../support/events/agreement-events.ts';
import { AGREEMENT_PATHS } from '../../../machines/agreement/screens.ts';
import { bringTo, seedAgreement } from './agreement-session.ts';
import type { BuiltScreen } from './built-screens.ts';
import { logInThroughApi } from './onboarding-session.ts';

// The agreement journey's screens for the axe and layout sweeps: each seeded at its stage through
// the lender's calls (support/agreement-session.ts), logged in, the address opened.

function agreementScreen(
  name: string,
  stage: Stage,
  path: string,
  heading: RegExp,
  phone: string,
  landsOn: RegExp = new RegExp(`${path}$`),
  document?: RegExp,
): BuiltScreen {
  return {
    name,
    path,
    landsOn,
    ready: { role: 'heading', name: heading },
    ...(document ? { document } : {}),
    open: async (page: Page, request: APIRequestContext) => {
      const loanId = await seedAgreement(request, phone, stage);
      await logInThroughApi(page, request, phone);
      await bringTo(page, phone, loanId, stage);
      await page.goto(path);
    },
  };
}

export const screenChecks: readonly BuiltScreen[] = [
  agreementScreen(
    'Key Fact Statement (before signing)',
    'fresh',
    AGREEMENT_PATHS.kfs,
    /key fact statement/i,
    '9876500901',
    undefined,
    /^Key Fact Statement, \d+ pages?$/,
  ),
  agreementScreen(
    'Sign your loan agreement',
    'acknowledged',
    AGREEMENT_PATHS.agreement,
    /sign your loan/i,
    '9876500902',
  ),
  agreementScreen(
    'Sanction letter',
    'acknowledged',
    AGREEMENT_PATHS.sanctionLetter,
    /sanction letter/i,
    '9876500903',
    undefined,
    /^Sanction letter, \d+ pages?$/,
  ),
  agreementScreen(
    'Signed loan agreement',
    'opsReview',
    AGREEMENT_PATHS.agreementDocument,
    /signed loan agreement/i,
    '9876500904',
    undefined,
    /^Signed loan agreement, \d+ pages?$/,
  ),
  agreementScreen(
    'Loan success (under review)',
    'opsReview',
    AGREEMENT_PATHS.loanSuccess,
    /agreement is signed/i,
    '9876500905',
  ),
  agreementScreen('Loan failure', 'rejected', AGREEMENT_PATHS.loanFailure, /could not be approved/i, '9876500906'),
  agreementScreen(
    'Loan activated (cooling-off exit)',
    'active',
    AGREEMENT_PATHS.activated,
    /credit line is active/i,
    '9876500907',
  ),
  agreementScreen('Dashboard (active credit line)', 'active', '/dashboard', /hello, asha verma/i, '9876500908'),
];
