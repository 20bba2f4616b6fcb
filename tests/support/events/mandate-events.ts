import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { MandateContext } from '../../../machines/mandate/mandate.machine.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { firstState } from '../../../server/mandate/rules.ts';
import {
  AVAILABILITY,
  MANDATE_READS,
  loadOf,
  readOf,
  statusAfterAttempt,
  type MandateReadName,
} from '../../fixtures/mandate-samples.ts';
import { named } from './named.ts';

// The sample events of the `mandate` journey, for both runners: the lender's status reads (one per
// screen its status and latest attempt call for), every call's answers and failures, the choices
// and files a user gives, and the UPI poll's timer. The browser plans against the sandbox instead.

export const LOAD_FAILED = 'Your mandate is being updated. Please try again.';
export const CALL_FAILED = 'The lender did not answer. Please try again.';
export const KYC_CODE = 'EPL-10000';

export const mandateContextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as MandateContext;

const ALL = Object.keys(MANDATE_READS) as MandateReadName[];

const already = () =>
  new ApiError('Your repayment mandate is already registered.', { kind: 'http', status: 409, code: 'EPL-40932' });
const started = (mode: string, providerUrl: string | null) =>
  named(`${mode} started`, { mandateId: '6f1d2c1e-6a43-4c4f-9d55-9b0f3f1f8a11', mode, providerUrl });

/** A deep link's first load: one position that allows its screen and one that does not. */
const ENTRY_LOADS: Partial<Record<string, MandateReadName[]>> = {
  // The sponsor bank's return: whatever the bank answered, read from the status API.
  '/signup/mandate': ['bankPending', 'registered', 'failed'],
  '/signup/post-approval/step-2/nach-success': ['nachUploaded', 'none'],
};

const readsAt = (status: string | undefined): MandateReadName[] =>
  ALL.filter((name) => MANDATE_READS[name].application.status === status);

/**
 * What the lender answers next, by the sandbox's own rules (server/mandate/rules.ts): after a start,
 * the attempt it starts in that mode; after the NACH form's download, the status that moves to; after
 * the scan, that step; on the first load, every status it can be in.
 */
function nextLoads(context: MandateContext): MandateReadName[] {
  if (context.alreadyRegistered) return ['registered'];
  const started = context.started?.mode;
  if (started === 'upiAutopay' || started === 'nach') {
    return ALL.filter((name) => {
      const made = MANDATE_READS[name].mandate;
      return made?.mode === started && made.status === firstState(started) && !made.templateDownloaded;
    });
  }
  const attempt = context.read?.status.mandate;
  if (context.application?.status === 'nachUploaded') return ['nachUploaded'];
  if (attempt?.mode === 'nach' && attempt.status === 'pending' && !attempt.templateDownloaded) {
    return readsAt(statusAfterAttempt({ ...attempt, templateDownloaded: true }));
  }
  if (!context.application) return ENTRY_LOADS[context.entry?.pathname ?? ''] ?? ALL;
  return readsAt(context.application.status);
}

const stateOf = (snapshot: AnyMachineSnapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;

export function mandateEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = mandateContextOf(snapshot);
  const read = (name: MandateReadName) => named(name, readOf(name));
  return [
    ...nextLoads(context).map((name) => ({ type: 'xstate.done.actor.loadMandate', output: named(name, loadOf(name)) })),
    { type: 'xstate.error.actor.loadMandate', error: new Error(LOAD_FAILED) },
    { type: 'RETRY' },
    // Modes.
    { type: 'xstate.done.actor.loadModes', output: named('HDFC modes', { ...AVAILABILITY }) },
    { type: 'xstate.error.actor.loadModes', error: new Error(CALL_FAILED) },
    ...(stateOf(snapshot) === 'modes'
      ? (['netBanking', 'debitCard', 'upiAutopay', 'nach'] as const).map((mode) => ({ type: 'CHOOSE_MODE', mode }))
      : []),
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.initUpi', output: started('upiAutopay', '/v1/emandate/upi-sandbox/approve?mandate=m') },
    { type: 'xstate.error.actor.initUpi', error: new Error(CALL_FAILED) },
    { type: 'xstate.error.actor.initUpi', error: named('already registered', already()) },
    { type: 'xstate.done.actor.requestNach', output: started('nach', null) },
    { type: 'xstate.error.actor.requestNach', error: new Error(CALL_FAILED) },
    { type: 'xstate.error.actor.requestNach', error: named('already registered', already()) },
    {
      type: 'xstate.done.actor.requestEmandate',
      output: started('netBanking', '/v1/emandate/sponsorbank-sandbox/authorise?mandate=m'),
    },
    { type: 'xstate.error.actor.requestEmandate', error: new Error(KYC_CODE) },
    { type: 'xstate.error.actor.requestEmandate', error: named('already registered', already()) },
    // UPI AutoPay.
    ...(['upiInitiated', 'registered', 'upiDeclined'] as const).map((name) => ({
      type: 'xstate.done.actor.pollUpi',
      output: read(name),
    })),
    { type: 'xstate.error.actor.pollUpi', error: new Error(CALL_FAILED) },
    { type: 'xstate.after.pollEvery.mandate.upiWaiting.waiting' },
    { type: 'CHANGE_MODE' },
    // Physical NACH.
    { type: 'DOWNLOAD' },
    { type: 'xstate.done.actor.downloadNach', output: named('form', new Blob(['%PDF-'])) },
    { type: 'xstate.error.actor.downloadNach', error: new Error(CALL_FAILED) },
    { type: 'xstate.done.actor.downloadNachAgain', output: named('form', new Blob(['%PDF-'])) },
    { type: 'xstate.error.actor.downloadNachAgain', error: new Error(CALL_FAILED) },
    {
      type: 'FILE_CHOSEN',
      file: named('signed.pdf', new File(['%PDF-1.7'], 'signed.pdf', { type: 'application/pdf' })),
    },
    { type: 'FILE_CHOSEN', file: named('notes.txt', new File(['hello'], 'notes.txt', { type: 'text/plain' })) },
    { type: 'xstate.done.actor.uploadNach', output: read('nachUploaded') },
    { type: 'xstate.error.actor.uploadNach', error: new Error(CALL_FAILED) },
    { type: 'CONTINUE' },
    // Pending.
    { type: 'CHECK_AGAIN' },
    // Still waiting (as the position it waits in), registered, or refused.
    ...(
      [context.application?.status === 'nachUploaded' ? 'nachUploaded' : 'bankPending', 'registered', 'failed'] as const
    ).map((name) => ({
      type: 'xstate.done.actor.readStatus',
      output: read(name),
    })),
    { type: 'xstate.error.actor.readStatus', error: new Error(CALL_FAILED) },
    // Success and already completed.
    {
      type: 'xstate.done.actor.submitMandate',
      output: named('agreement', { application: MANDATE_READS.agreement.application }),
    },
    { type: 'xstate.error.actor.submitMandate', error: new Error(CALL_FAILED) },
    {
      type: 'xstate.done.actor.submitCompleted',
      output: named('agreement', { application: MANDATE_READS.agreement.application }),
    },
    { type: 'xstate.error.actor.submitCompleted', error: new Error(CALL_FAILED) },
  ];
}

// What a state's guards and handlers read: the lender's status and the attempt's outcome, the
// chosen mode on the modes screen, and whether a start found the mandate registered already.
export const serializeMandateState = (snapshot: AnyMachineSnapshot): string => {
  const context = mandateContextOf(snapshot);
  const screen = stateOf(snapshot);
  return JSON.stringify({
    value: snapshot.value,
    at: screen === 'loading' ? null : (context.application?.status ?? null),
    outcome: screen === 'loading' ? null : (context.read?.outcome ?? null),
    attempt: screen === 'loading' ? null : (context.read?.status.mandate?.mode ?? null),
    entry: context.entry?.pathname ?? null,
    started: context.started?.mode ?? null,
    already: context.alreadyRegistered,
    ...(screen === 'modes' && { mode: context.mode }),
  });
};
