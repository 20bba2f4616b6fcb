import { provideGuarantor } from '../../../src/journeys/guarantor/provide.ts';
import { GUARANTOR_PATHS } from '../../../machines/guarantor/screens.ts';
import { NOW } from '../../support/events/guarantor-events.ts';
import { plannedApiClient } from '../../support/planned-client.ts';

// The guarantor plan the browser replays: the machine with the app's field rules (so a planned
// field error is the screen's), on the sample events' clock. Its calls are never made here (the
// runner plans with events), and leaving for a provider page is the browser's own navigation.

const unused = plannedApiClient();

export const plannedGuarantorMachine = provideGuarantor(unused, {
  entry: { pathname: GUARANTOR_PATHS.loanInfo, search: '' },
  chosenLoanId: () => null,
  now: () => NOW,
  storeChoice: () => {},
  redirectTo: () => {},
});
