import { expect } from 'vitest';
import { assign } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { formStepMachine, lookupOf, uploadChildId } from '../../machines/onboarding/form-step.machine.ts';
import type { FormStepContext } from '../../machines/onboarding/form-step.machine.ts';
import type { FormStepInput } from '../../machines/onboarding/types.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { APPLICATION_ID, POSITIONS } from '../fixtures/onboarding-positions.ts';
import {
  FIELD_PROBLEM,
  KNOWN_PINCODE,
  KNOWN_PLACE,
  LOAD_FAILED,
  SAVE_FAILED,
  SLOT,
  UNKNOWN_PINCODE,
  formStepEvents,
} from '../support/events/form-step-events.ts';

// Every transition of the one form-step shape, with a small stand-in step: one required field
// (firstName), a pincode that fills city and state, one file slot, Skip offered outside edit
// mode. The real steps differ only in what they inject (src/journeys/onboarding/steps.ts); their
// validators are unit-tested.

const REQUIRED = 'Please enter your first name';
// The lookup's answers are planned whatever the pincode, so one complete pincode (and one that
// is not yet complete) is enough here; the browser paths type the unknown one for real.
const machineLevelOnly = (_: AnyMachineSnapshot, event: AnyEventObject): boolean =>
  !(event.type === 'CHANGE' && event.field === 'pincode' && event.value === UNKNOWN_PINCODE);

const inputs: FormStepInput[] = [
  { step: 'personalInfo', applicationId: APPLICATION_ID, edit: false, draft: { email: 'typed@example.in' } },
  { step: 'personalInfo', applicationId: APPLICATION_ID, edit: true, draft: null },
];

// Per run: what the injected draft actions saw.
const draftCalls = new WeakMap<object, { persisted: Record<string, string>[]; cleared: number }>();
const callsOf = (system: object) => {
  const found = draftCalls.get(system) ?? { persisted: [], cleared: 0 };
  draftCalls.set(system, found);
  return found;
};

const provided = formStepMachine.provide({
  guards: {
    valid: ({ context }) => (context.values['firstName'] ?? '') !== '',
    canSkip: ({ context }) => !context.edit,
    changesPincode: ({ event }) => event.type === 'CHANGE' && event.field === 'pincode',
    completesPincode: ({ event }) =>
      event.type === 'CHANGE' && event.field === 'pincode' && /^[1-9]\d{5}$/.test(event.value),
  },
  actions: {
    showErrors: assign(({ context }) => ({
      errors: (context.values['firstName'] ?? '') === '' ? { firstName: REQUIRED } : ({} as Record<string, string>),
    })),
    persistDraft: ({ context, system }) => {
      callsOf(system).persisted.push(context.values);
    },
    clearDraft: ({ system }) => {
      callsOf(system).cleared += 1;
    },
  },
});

type Context = MachineStateContext<typeof provided>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as FormStepContext;

function onForm({ snapshot, actor }: Context): FormStepContext {
  const context = on(snapshot);
  expect(routeOf(snapshot)).toBeNull();
  expect(context.applicationId).toBe(APPLICATION_ID);
  // The draft lies over the saved values until the user changes the field again.
  const { persisted } = callsOf(actor.system);
  if (context.draft && persisted.length === 0) expect(context.values['email']).toBe(context.draft['email']);
  // Every change was persisted with the values it produced.
  if (persisted.length) expect(persisted.at(-1)).toEqual(context.values);
  // The slot's child exists and the step knows what it holds.
  expect(snapshot.children[uploadChildId(SLOT)]).toBeDefined();
  expect(Object.keys(context.documents)).toEqual([SLOT]);
  return context;
}

function onEditing(args: Context): FormStepContext {
  const context = onForm(args);
  if (context.errors['firstName'] !== undefined)
    expect([REQUIRED, FIELD_PROBLEM.message]).toContain(context.errors['firstName']);
  if (context.serverError !== null) expect(context.serverError).toBe(SAVE_FAILED);
  expect(callsOf(args.actor.system).cleared).toBe(0);
  return context;
}

const handlers = {
  states: {
    loading: ({ snapshot }: Context) => {
      expect(snapshot.children.load).toBeDefined();
      expect(on(snapshot).values).toEqual({});
    },
    loadFailed: ({ snapshot }: Context) => {
      expect(on(snapshot).serverError).toBe(LOAD_FAILED);
    },
    'editing.idle': (args: Context) => {
      const context = onEditing(args);
      expect(args.snapshot.children.lookupPincode).toBeUndefined();
      const lookup = lookupOf(context.data);
      // Found: city and state are the lender's; otherwise whatever was typed (nothing here) stays.
      if (lookup === 'found')
        expect({ city: context.values['city'], state: context.values['state'] }).toEqual(KNOWN_PLACE);
      else expect([undefined, '']).toContain(context.values['city']);
      if (lookup !== null) expect(context.values['pincode']).toBe(KNOWN_PINCODE);
      expect(args.snapshot.can({ type: 'SUBMIT' })).toBe(true);
    },
    'editing.lookingUp': (args: Context) => {
      const context = onEditing(args);
      expect(args.snapshot.children.lookupPincode).toBeDefined();
      expect(context.values['pincode']).toBe(KNOWN_PINCODE);
      // A new pincode forgets the old answer and what it filled in.
      expect(lookupOf(context.data)).toBeNull();
      expect([undefined, '']).toContain(context.values['city']);
      // Continue waits for city and state.
      expect(args.snapshot.can({ type: 'SUBMIT' })).toBe(false);
    },
    saving: (args: Context) => {
      const context = onForm(args);
      expect(context.values['firstName']).not.toBe('');
      expect(context.serverError).toBeNull();
    },
    skipping: (args: Context) => {
      expect(onForm(args).edit).toBe(false);
    },
    done: ({ snapshot, actor }: Context) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ application: POSITIONS.kycSelection });
      expect(callsOf(actor.system).cleared).toBe(1);
    },
  },
  events: {
    CHANGE: sendEvent,
    SUBMIT: sendEvent,
    SKIP: sendEvent,
    RETRY: sendEvent,
    UPLOAD_CHANGED: sendEvent,
  },
} satisfies MachineHandlers<typeof provided>;

const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const context = on(snapshot);
  return JSON.stringify({
    value: snapshot.value,
    typed: (context.values['firstName'] ?? '') !== '',
    // Whether an answer stands, not which: each answer is its own transition anyway.
    lookup: lookupOf(context.data) !== null,
    errors: Object.keys(context.errors).length > 0,
    serverError: context.serverError !== null,
    edit: context.edit,
  });
};

runMachinePaths(provided, handlers, {
  events: formStepEvents,
  filterEvents: machineLevelOnly,
  inputs,
  serializeState,
  name: 'formStep',
});
