import { fromPromise } from 'xstate';
import type { ApplicationInput, MandateLoad, StatusRead } from '../../../machines/mandate/types.ts';
import type { ApiClient } from '../../api/client.ts';
import { getHome } from '../../api/home/get-home.ts';
import type { HomeResponse } from '../../../rules/home.ts';
import {
  downloadNachTemplate,
  getAvailability,
  initUpiSubscription,
  mandateOutcome,
  pollUpiMandate,
  readMandateStatus,
  requestEmandate,
  requestNach,
  submitAfterMandate,
  uploadNachMandate,
} from './api/index.ts';
import {
  type Availability,
  type MandateMode,
  type MandateStarted,
  type MandateStatus,
} from '../../../rules/mandate/types.ts';
import type { ApplicationPosition } from '../../../rules/onboarding/position.ts';
import { MANDATE_RETURN_PATH } from '../../../machines/mandate/screens.ts';

// The mandate journey's real API actors. The machine names them; the app provides these with
// `.provide({ actors })` (./mandate-logic.ts). The clock is read here, not in the machine.

export interface MandateActorEnvironment {
  /** Home from its owner, the app's session; read here when absent (tests, a journey run alone). */
  readHome?: (known: ApplicationPosition | null) => Promise<{ home: HomeResponse }>;
  /** Where the sponsor bank sends the browser back to; the mandate's return screen on this origin by default. */
  returnUrl?: () => string;
  now?: () => number;
}

const returnScreen = (): string => new URL(MANDATE_RETURN_PATH, window.location.origin).href;

export function createMandateActors(client: ApiClient, env: MandateActorEnvironment = {}) {
  const readHome = env.readHome ?? (async () => ({ home: await getHome(client, { errors: 'hidden' }) }));
  const now = env.now ?? Date.now;
  const returnUrl = env.returnUrl ?? returnScreen;
  const reading = (status: MandateStatus): StatusRead => ({ status, outcome: mandateOutcome(status, now()) });
  return {
    loadMandate: fromPromise<MandateLoad, { known: ApplicationPosition | null }>(async ({ input }) => {
      const { home } = await readHome(input.known);
      const status = await readMandateStatus(client, { applicationId: home.application.id });
      return { home, ...reading(status) };
    }),
    loadModes: fromPromise<Availability, ApplicationInput & { loanId: string }>(({ input }) =>
      getAvailability(client, input),
    ),
    requestEmandate: fromPromise<MandateStarted, { mode: MandateMode }>(({ input }) =>
      requestEmandate(client, {
        mode: input.mode === 'debitCard' ? 'debitCard' : 'netBanking',
        redirectUrl: returnUrl(),
      }),
    ),
    initUpi: fromPromise<MandateStarted, ApplicationInput>(() => initUpiSubscription(client)),
    requestNach: fromPromise<MandateStarted, ApplicationInput>(() => requestNach(client)),
    pollUpi: fromPromise<StatusRead, ApplicationInput>(async () => reading(await pollUpiMandate(client))),
    readStatus: fromPromise<StatusRead, ApplicationInput>(async ({ input }) =>
      reading(await readMandateStatus(client, input)),
    ),
    downloadNach: fromPromise<Blob, ApplicationInput & { mandateId: string }>(({ input }) =>
      downloadNachTemplate(client, input),
    ),
    uploadNach: fromPromise<StatusRead, ApplicationInput & { loanId: string; file: File }>(async ({ input }) =>
      reading(await uploadNachMandate(client, input)),
    ),
    submitMandate: fromPromise<{ application: ApplicationPosition }, { loanId: string }>(({ input }) =>
      submitAfterMandate(client, input),
    ),
  };
}
