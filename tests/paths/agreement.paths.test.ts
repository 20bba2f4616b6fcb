import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import type { AgreementContext } from '../../machines/agreement/types.ts';
import { ACKNOWLEDGE_FIRST, ESIGN_MESSAGES } from '../../machines/agreement/messages.ts';
import { AGREEMENT_PATHS, ESIGN_RETURN_PATH } from '../../machines/agreement/screens.ts';
import { provideAgreement } from '../../src/journeys/agreement/provide.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  LOAN_ID,
  PDF,
  REJECTION,
  REQUEST_ID,
  SERVER_FAULT,
  agreementEvents,
  serializeAgreementState,
} from '../support/events/agreement-events.ts';
import { plannedApiClient } from '../support/planned-client.ts';

// Every transition of the agreement journey with its calls answered as each path plans: each way
// in (handed over, a reload at each stage, a document's address, back from e-sign), the KFS read
// and acknowledged before signing, the documents, Aadhaar e-sign through the provider page (the
// status call decides: signed, declined, expired or still pending), the lender's review, and every
// call's failure with its way on. The same calls against the sandbox:
// tests/server/agreement/agreement-journey.test.ts; in the browser: tests/browser/paths/agreement.spec.ts.

const redirects: string[] = [];
const machine = provideAgreement(plannedApiClient(), { redirectTo: (url) => redirects.push(url) });

type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as AgreementContext;

function at(route: string | null, check?: (context: AgreementContext) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBe(route);
    check?.(on(snapshot));
  };
}

const noAlert = (context: AgreementContext) => expect(context.error).toBeNull();
const alertIs =
  (...allowed: (string | null)[]) =>
  (context: AgreementContext) =>
    expect(allowed).toContain(context.error);
const showsPdf = (context: AgreementContext) => expect(context.document).toBe(PDF);

const handlers = {
  states: {
    loading: at(null, noAlert),
    loadFailed: at(null, (context) => expect(context.error).toBe(SERVER_FAULT)),
    routing: at(null),
    // Not an agreement position: its own journey's entry (the mandate's first screen here).
    elsewhere: at('/signup/post-approval/step-1', (context) => expect(context.agreement).toBeNull()),
    'kfs.loading': at(AGREEMENT_PATHS.kfs, noAlert),
    'kfs.failed': at(AGREEMENT_PATHS.kfs, (context) => expect(context.error).toBe(SERVER_FAULT)),
    'kfs.reading': at(AGREEMENT_PATHS.kfs, (context) => {
      showsPdf(context);
      // Acknowledge without the box says why; a failed send keeps the box ticked.
      if (context.error === ACKNOWLEDGE_FIRST) expect(context.acknowledged).toBe(false);
      alertIs(null, ACKNOWLEDGE_FIRST, SERVER_FAULT)(context);
    }),
    'kfs.acknowledging': at(AGREEMENT_PATHS.kfs, (context) => {
      expect(context.acknowledged).toBe(true);
      expect(context.agreement?.kfsAcknowledgedAt).toBeNull();
    }),
    'agreement.reading': at(AGREEMENT_PATHS.agreement, (context) => {
      // Signing is open only once the KFS is acknowledged.
      expect(context.agreement?.kfsAcknowledgedAt).not.toBeNull();
      alertIs(null, SERVER_FAULT, ESIGN_MESSAGES.failed, ESIGN_MESSAGES.expired, ESIGN_MESSAGES.waiting)(context);
    }),
    'agreement.starting': at(AGREEMENT_PATHS.agreement, noAlert),
    'agreement.redirecting': at(AGREEMENT_PATHS.agreement, (context) => {
      expect(context.providerUrl).toBe(`http://localhost/esign?requestId=${REQUEST_ID}`);
      expect(redirects.at(-1)).toBe(context.providerUrl);
    }),
    'agreement.eSignReturn.checking': at(ESIGN_RETURN_PATH, (context) => {
      expect(context.requestId).toBe(REQUEST_ID);
      // The return is read once: a later reload does not check it again.
      expect(context.eSignReturn).toBeNull();
    }),
    'agreement.eSignReturn.checkFailed': at(ESIGN_RETURN_PATH, (context) => expect(context.error).toBe(SERVER_FAULT)),
    'sanctionLetter.loading': at(AGREEMENT_PATHS.sanctionLetter, noAlert),
    'sanctionLetter.failed': at(AGREEMENT_PATHS.sanctionLetter, (context) => expect(context.error).toBe(SERVER_FAULT)),
    'sanctionLetter.showing': at(AGREEMENT_PATHS.sanctionLetter, showsPdf),
    'agreementDocument.loading': at(AGREEMENT_PATHS.agreementDocument, noAlert),
    'agreementDocument.failed': at(AGREEMENT_PATHS.agreementDocument, (context) =>
      expect(context.error).toBe(SERVER_FAULT),
    ),
    'agreementDocument.showing': at(AGREEMENT_PATHS.agreementDocument, showsPdf),
    loanSuccess: at(AGREEMENT_PATHS.loanSuccess, (context) => {
      expect(['opsReview', 'approved']).toContain(context.agreement?.review.stage);
      expect(context.agreement?.signedAt).not.toBeNull();
    }),
    loanFailure: at(AGREEMENT_PATHS.loanFailure, (context) => expect(context.agreement?.review.reason).toBe(REJECTION)),
    activated: at(AGREEMENT_PATHS.activated, (context) =>
      expect(context.agreement?.creditAccount?.loanId).toBe(LOAN_ID),
    ),
    toDashboard: at('/dashboard'),
  },
  events: {
    RETRY: sendEvent,
    BACK: sendEvent,
    CONTINUE: sendEvent,
    ACK_CHANGED: sendEvent,
    ACKNOWLEDGE: sendEvent,
    SIGN: sendEvent,
    CHECK_AGAIN: sendEvent,
    READ: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

// The e-sign page sends the browser back to the journey's own public return address.
expect(ESIGN_RETURN_PATH).toBe('/aadhaar-esign-success');

runMachinePaths(machine, handlers, {
  events: agreementEvents,
  input: { entry: { pathname: AGREEMENT_PATHS.agreement, search: '' } },
  serializeState: serializeAgreementState,
  name: 'agreement',
});
