import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import {
  DIGILOCKER_RETURN_PATH,
  SELECT_LOAN_MESSAGE,
  type GuarantorContext,
} from '../../machines/guarantor/guarantor.machine.ts';
import { DIGILOCKER_PENDING_MESSAGE, ESIGN_PENDING_MESSAGE } from '../../machines/guarantor/messages.ts';
import { GUARANTOR_PATHS } from '../../machines/guarantor/screens.ts';
import { provideGuarantor } from '../../src/journeys/guarantor/provide.ts';
import { guarantorFieldErrors } from '../../rules/guarantor-fields.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  DETAILS,
  GUARANTOR_ID,
  NOW,
  PAN,
  PENDING_LOAN,
  RELATIONS,
  SERVER_FAULT,
  guarantorEvents,
  serializeGuarantorState,
} from '../support/events/guarantor-events.ts';
import { plannedApiClient } from '../support/planned-client.ts';

// Every transition of the guarantor journey (§4 Guarantor journey) with its calls answered as each
// path plans: the status table's landing for each way in, the loans' choice and the §5 toast, the
// PAN and details forms with their rules, DigiLocker and Aadhaar e-sign through provider pages
// (the status call, not the return query, decides), and every call's failure with its way on.
// The same calls against the sandbox: tests/server/guarantor-journey.test.ts; in the browser:
// tests/browser/paths/guarantor.spec.ts.

const stored: string[] = [];
const redirects: string[] = [];
const machine = provideGuarantor(plannedApiClient(), {
  entry: { pathname: GUARANTOR_PATHS.loanInfo, search: '' },
  chosenLoanId: () => null,
  now: () => NOW,
  storeChoice: (loanId) => stored.push(loanId),
  redirectTo: (url) => redirects.push(url),
});

type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as GuarantorContext;

function at(route: string | null, check?: (context: GuarantorContext) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBe(route);
    check?.(on(snapshot));
  };
}

const noAlert = (context: GuarantorContext) => expect(context.error).toBeNull();
const alertIs =
  (...allowed: (string | null)[]) =>
  (context: GuarantorContext) =>
    expect(allowed).toContain(context.error);

const handlers = {
  states: {
    loading: at(null, noAlert),
    loadFailed: at(null, (context) => expect(context.error).toBe(SERVER_FAULT)),
    routing: at(null),
    loanInfo: at(GUARANTOR_PATHS.loanInfo, (context) => {
      // Only a pending loan before its expiry is ever chosen (and kept in the browser).
      if (context.chosenLoanId !== null) expect(context.chosenLoanId).toBe(PENDING_LOAN);
      if (context.toasts > 0) expect(SELECT_LOAN_MESSAGE).toBe('Please select a loan to continue');
    }),
    'pan.entering': at(GUARANTOR_PATHS.pan, (context) => {
      expect(context.errors).toEqual(
        context.errors.panNumber ? guarantorFieldErrors(context.values, ['panNumber']) : {},
      );
      alertIs(null, SERVER_FAULT)(context);
    }),
    'pan.submitting': at(GUARANTOR_PATHS.pan, (context) => expect(context.values.panNumber).toBe(PAN)),
    'details.loadingRelations': at(GUARANTOR_PATHS.details),
    'details.relationsFailed': at(GUARANTOR_PATHS.details, (context) => expect(context.error).toBe(SERVER_FAULT)),
    'details.entering': at(GUARANTOR_PATHS.details, (context) => {
      expect(context.relations).toEqual(RELATIONS);
      for (const [field, message] of Object.entries(context.errors)) {
        expect(guarantorFieldErrors(context.values, [field], new Date(NOW))[field]).toBe(message);
      }
    }),
    'details.submitting': at(GUARANTOR_PATHS.details, (context) =>
      expect(guarantorFieldErrors(context.values, Object.keys(DETAILS), new Date(NOW))).toEqual({}),
    ),
    'kyc.choosing': at(GUARANTOR_PATHS.kyc, alertIs(null, SERVER_FAULT, DIGILOCKER_PENDING_MESSAGE)),
    'kyc.gettingUrl': at(GUARANTOR_PATHS.kyc, noAlert),
    'kyc.redirecting': at(GUARANTOR_PATHS.kyc, (context) => {
      expect(context.providerUrl).toBe('http://localhost/digilocker?requestId=planned');
      expect(redirects.at(-1)).toBe(context.providerUrl);
    }),
    'kyc.checking': at(GUARANTOR_PATHS.kyc, (context) => {
      expect(context.requestId).toBe('planned');
      // The return is read once: a later reload does not check it again.
      expect(context.providerReturn).toBeNull();
    }),
    'kyc.checkFailed': at(GUARANTOR_PATHS.kyc, (context) => expect(context.error).toBe(SERVER_FAULT)),
    kycFailure: at(GUARANTOR_PATHS.kycFailure, (context) => expect(context.failureReason).toBe('denied')),
    'kycSuccess.showing': at(GUARANTOR_PATHS.kycSuccess, alertIs(null, SERVER_FAULT, ESIGN_PENDING_MESSAGE)),
    'kycSuccess.starting': at(GUARANTOR_PATHS.kycSuccess, (context) => expect(context.chosenLoanId).toBe(PENDING_LOAN)),
    'kycSuccess.redirecting': at(GUARANTOR_PATHS.kycSuccess, (context) => {
      expect(context.providerUrl).toBe('http://localhost/esign?requestId=planned');
      expect(redirects.at(-1)).toBe(context.providerUrl);
    }),
    'kycSuccess.checking': at(GUARANTOR_PATHS.kycSuccess, (context) => expect(context.requestId).toBe('planned')),
    'kycSuccess.checkFailed': at(GUARANTOR_PATHS.kycSuccess, (context) => expect(context.error).toBe(SERVER_FAULT)),
    verified: at(GUARANTOR_PATHS.verified, (context) => {
      const chosen = context.summary?.loans.find((loan) => loan.loanId === context.chosenLoanId);
      // §4: signed, or nothing left pending; never a chosen loan still waiting for its e-sign.
      if (chosen) expect(chosen.aadharEsignPending).toBe(false);
    }),
    notVerified: at(GUARANTOR_PATHS.notVerified, (context) => {
      if (context.eSignOutcome === null) expect(context.summary?.status).toBe('approved');
      else expect(context.eSignOutcome).toBe('FAILURE');
    }),
    guarantorDetails: at(GUARANTOR_PATHS.guarantorDetails, (context) =>
      expect(context.summary?.status).toBe('readyForOps'),
    ),
  },
  events: {
    RETRY: sendEvent,
    SELECT_LOAN: sendEvent,
    NEXT: sendEvent,
    CHANGE: sendEvent,
    SUBMIT: sendEvent,
    BACK: sendEvent,
    START: sendEvent,
    SIGN: sendEvent,
    ANOTHER_LOAN: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

// The return address is the KYC screen's own, so the way back lands where it left.
expect(DIGILOCKER_RETURN_PATH).toBe(GUARANTOR_PATHS.kyc);

runMachinePaths(machine, handlers, {
  events: guarantorEvents,
  input: { guarantorId: GUARANTOR_ID },
  serializeState: serializeGuarantorState,
  name: 'guarantor',
});
