import { provideAgreement } from '../../../src/journeys/agreement/provide.ts';
import { plannedApiClient } from '../../support/planned-client.ts';

// The agreement plan the browser replays: the machine with the app's wiring. Its calls are never
// made here (the runner plans with events), and leaving for the e-sign page is the browser's own.

const unused = plannedApiClient();

export const plannedAgreementMachine = provideAgreement(unused, { redirectTo: () => {} });
