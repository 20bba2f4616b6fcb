import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  allowedScreens,
  mandateMachine,
  type MandateContext,
  type MandateDrafts,
  type MandateInput,
} from '../../machines/mandate/mandate.machine.ts';
import { MANDATE_PATHS, mandateStatusScreen, type MandateScreen } from '../../machines/mandate/screens.ts';
import { routeOf, handOverOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { decidedScreens } from '../support/decided-screen.ts';
import { APPLICATION_ID } from '../fixtures/onboarding-positions.ts';
import { CALL_FAILED, LOAD_FAILED, mandateEvents, serializeMandateState } from '../support/events/mandate-events.ts';

// Every transition of the mandate journey, its calls settled by the harness with the lender's
// sample answers. What this file proves: each status read leads to the screen its status and latest
// attempt call for, an address is honoured only when the position allows it, the chosen mode is
// kept as a draft, a start the lender refuses is explained, and the hand-over leaves for the agreement.

const drafts: MandateDrafts = { version: 1, applicationId: APPLICATION_ID, mode: 'nach' };
const entry = (pathname: string) => ({ pathname, search: '' });
const inputs: MandateInput[] = [
  { entry: entry(MANDATE_PATHS.modes), drafts },
  { entry: entry(MANDATE_PATHS.nachSuccess), drafts: null },
  { entry: entry(MANDATE_PATHS.upiWaiting), drafts: null },
];

let saves = 0;
const redirects: string[] = [];
const files: string[] = [];
const provided = mandateMachine.provide({
  actions: {
    saveDrafts: () => void (saves += 1),
    redirectTo: (_, params) => void redirects.push(params.url),
    saveFile: (_, params) => void files.push(params.name),
  },
});

type Context = MachineStateContext<typeof provided>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as MandateContext;

/** A screen state: its address, its name, and that its position allows it. */
const screen = decidedScreens<MandateContext, Exclude<MandateScreen, 'handOver'>>({
  // A screen reached by the applicant's own choice (a mode, the upload) is one its position allows.
  allows: (context, name) => name === 'redirecting' || allowedScreens(context).has(name),
  pathOf: (_, name) => MANDATE_PATHS[name],
  always: (context) => expect(mandateStatusScreen(context.application?.status ?? '')).toBeDefined(),
});

const failed = (name: Exclude<MandateScreen, 'handOver'>) =>
  screen(name, (context) => expect(context.problem).toBe(CALL_FAILED));

const handlers = {
  states: {
    loading: ({ snapshot }: Context) => {
      expect(routeOf(snapshot)).toBeNull();
      expect(on(snapshot).screen).toBeNull();
      expect(snapshot.children.loadMandate).toBeDefined();
    },
    loadFailed: ({ snapshot }: Context) => expect(on(snapshot).problem).toBe(LOAD_FAILED),
    deciding: () => {
      throw new Error('deciding is transient and must never be observed');
    },
    'modes.loading': screen('modes'),
    'modes.failed': failed('modes'),
    'modes.choosing': screen('modes', (context) => {
      expect(context.availability?.bankName).toBe('HDFC Bank');
      // A mode the bank does not support is never chosen; the draft of this application is brought back.
      expect(context.mode).not.toBe('debitCard');
      if (context.problem?.startsWith('Your bank could not match')) expect(context.mode).toBe('netBanking');
    }),
    'modes.startingUpi': screen('modes', (context) => expect(context.mode).toBe('upiAutopay')),
    'modes.startingNach': screen('modes', (context) => expect(context.mode).toBe('nach')),
    'redirecting.starting': screen('redirecting', (context) => {
      expect(context.mode).toBe('netBanking');
      expect(saves).toBeGreaterThan(0);
    }),
    'redirecting.leaving': screen('redirecting', (context) => {
      expect(redirects.at(-1)).toBe(context.started?.providerUrl);
    }),
    'upiWaiting.polling': screen('upiWaiting'),
    'upiWaiting.waiting': screen('upiWaiting', (context) => expect(context.read?.outcome).toBe('initiated')),
    'upiWaiting.pollFailed': failed('upiWaiting'),
    'nachForm.ready': screen('nachForm', (context) => expect(context.read?.status.mandate?.mode).toBe('nach')),
    'nachForm.downloading': screen('nachForm'),
    'nachUpload.ready': screen('nachUpload'),
    'nachUpload.downloading': screen('nachUpload'),
    'nachUpload.uploading': screen('nachUpload', (context) => expect(context.problem).toBeNull()),
    nachSuccess: screen('nachSuccess', () => expect(['nachUploaded']).toContain('nachUploaded')),
    'pending.ready': screen('pending', (context) => expect(['pending', 'initiated']).toContain(context.read?.outcome)),
    'pending.checking': screen('pending'),
    failure: screen('failure', (context) => {
      expect(['failure', 'retryBlocked']).toContain(context.read?.outcome);
      expect(context.read?.status.mandate?.reason).not.toBeNull();
    }),
    'success.ready': screen('success', (context) => expect(context.read?.outcome).toBe('success')),
    'success.submitting': screen('success', (context) => expect(context.loanId).not.toBeNull()),
    'completed.ready': screen('completed', (context) => expect(context.alreadyRegistered).toBe(true)),
    'completed.submitting': screen('completed'),
    handOver: ({ snapshot }: Context) => {
      const context = on(snapshot);
      expect(context.screen).toBe('handOver');
      expect(handOverOf(snapshot)).toBe('/signup/loan-agreement');
    },
  },
  events: {
    RETRY: sendEvent,
    CHOOSE_MODE: sendEvent,
    SUBMIT: sendEvent,
    DOWNLOAD: sendEvent,
    FILE_CHOSEN: sendEvent,
    CONTINUE: sendEvent,
    CHECK_AGAIN: sendEvent,
    CHANGE_MODE: sendEvent,
  },
} satisfies MachineHandlers<typeof provided>;

runMachinePaths(provided, handlers, {
  events: mandateEvents,
  inputs,
  serializeState: serializeMandateState,
  name: 'mandate',
});
