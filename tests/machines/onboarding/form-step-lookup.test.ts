import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';
import { formStepMachine, lookupOf } from '../../../machines/onboarding/form-step.machine.ts';
import type { FormStepContext, FormStepLoad, PincodePlace } from '../../../machines/onboarding/form-step.machine.ts';
import { createFormSteps } from '../../../src/journeys/onboarding/steps.ts';
import { createDraftStore } from '../../../src/journeys/onboarding/drafts.ts';
import { createHarness, type Harness } from '../../support/sandbox-client.ts';

// The pincode lookup of a form step: which CHANGE starts it, what a later CHANGE does to a
// running one (cancel, restart), what each answer leaves in values and data, and the app's real
// lookup against the sandbox's pincode table (found, unknown, failed).

interface Lookup {
  pincode: string;
  signal: AbortSignal;
  resolve: (place: PincodePlace) => void;
  reject: (error: unknown) => void;
}

const PLACE = { city: 'Bengaluru', state: 'Karnataka' };
const LOAD: FormStepLoad = { values: { pincode: '', city: '', state: '', line1: '' }, data: { aadhaarAddress: null } };

function startStep({ withLookup = true } = {}) {
  const lookups: Lookup[] = [];
  const drafts: Record<string, string>[] = [];
  const isPincode = (event: { type: string; field?: string }) =>
    withLookup && event.type === 'CHANGE' && event.field === 'pincode';
  const logic = formStepMachine.provide({
    actors: {
      load: fromPromise(async () => LOAD),
      lookupPincode: fromPromise<PincodePlace, { pincode: string }>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => lookups.push({ pincode: input.pincode, signal, resolve, reject })),
      ),
    },
    guards: {
      valid: () => false,
      canSkip: () => false,
      ...(withLookup
        ? {
            changesPincode: ({ event }) => isPincode(event),
            completesPincode: ({ event }) =>
              isPincode(event) && event.type === 'CHANGE' && /^[1-9]\d{5}$/.test(event.value),
          }
        : {}),
    },
    actions: {
      showErrors: assign({ errors: { city: 'Please enter your city' } }),
      persistDraft: ({ context }) => {
        drafts.push(context.values);
      },
      clearDraft: () => {},
    },
  });
  const actor = createActor(logic, {
    input: { step: 'personalAddress', applicationId: 'app-1', edit: false, draft: null },
  });
  actor.start();
  const context = (): FormStepContext => actor.getSnapshot().context;
  const type = (field: string, value: string) => actor.send({ type: 'CHANGE', field, value });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, lookups, drafts, context, type, settled };
}

describe('formStep pincode lookup', () => {
  it('looks up a complete pincode, fills city and state, and keeps them in the draft', async () => {
    const step = startStep();
    await step.settled();
    step.type('pincode', '56003');
    expect(step.lookups).toHaveLength(0);
    step.type('pincode', '560038');
    expect(step.actor.getSnapshot().matches({ editing: 'lookingUp' })).toBe(true);
    expect(step.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    expect(step.lookups.map((lookup) => lookup.pincode)).toEqual(['560038']);
    step.lookups[0]?.resolve(PLACE);
    await step.settled();
    expect(step.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(step.context().values).toMatchObject({ pincode: '560038', ...PLACE });
    expect(lookupOf(step.context().data)).toBe('found');
    // The step's own data is kept beside the lookup's answer.
    expect(step.context().data).toMatchObject({ aadhaarAddress: null });
    expect(step.drafts.at(-1)).toMatchObject(PLACE);
  });

  it('clears a city error once the lookup fills the city', async () => {
    const step = startStep();
    await step.settled();
    step.actor.send({ type: 'SUBMIT' });
    expect(step.context().errors).toEqual({ city: 'Please enter your city' });
    step.type('pincode', '560038');
    step.lookups[0]?.resolve(PLACE);
    await step.settled();
    expect(step.context().errors).toEqual({});
  });

  it('cancels a running lookup when the pincode changes, and restarts it for a new complete one', async () => {
    const step = startStep();
    await step.settled();
    step.type('pincode', '560038');
    const first = step.lookups[0];
    step.type('pincode', '411005');
    expect(first?.signal.aborted).toBe(true);
    expect(step.lookups.map((lookup) => lookup.pincode)).toEqual(['560038', '411005']);
    // The first answer arrives late: it must not fill anything.
    first?.resolve(PLACE);
    await step.settled();
    expect(step.actor.getSnapshot().matches({ editing: 'lookingUp' })).toBe(true);
    expect(step.context().values['city']).toBe('');
    step.lookups[1]?.resolve({ city: 'Pune', state: 'Maharashtra' });
    await step.settled();
    expect(step.context().values).toMatchObject({ city: 'Pune', state: 'Maharashtra' });
  });

  it('an incomplete pincode cancels the lookup and drops the city and state it found', async () => {
    const step = startStep();
    await step.settled();
    step.type('pincode', '560038');
    step.lookups[0]?.resolve(PLACE);
    await step.settled();
    step.type('pincode', '56003');
    expect(step.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(lookupOf(step.context().data)).toBeNull();
    expect(step.context().values).toMatchObject({ city: '', state: '' });
    step.type('pincode', '560038');
    step.type('pincode', '5600');
    expect(step.lookups[1]?.signal.aborted).toBe(true);
    expect(step.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
  });

  it('leaves typed city and state alone when the pincode is unknown or the lookup fails', async () => {
    const step = startStep();
    await step.settled();
    step.type('city', 'Nowhere');
    step.type('pincode', '999001');
    step.lookups[0]?.resolve(null);
    await step.settled();
    expect(lookupOf(step.context().data)).toBe('unknown');
    expect(step.context().values['city']).toBe('Nowhere');
    // A new pincode forgets the last answer, never what the applicant typed.
    step.type('pincode', '999002');
    step.lookups[1]?.reject(new Error('offline'));
    await step.settled();
    expect(lookupOf(step.context().data)).toBe('failed');
    expect(step.context().values['city']).toBe('Nowhere');
  });

  it('never looks anything up for a step without a pincode field', async () => {
    const step = startStep({ withLookup: false });
    await step.settled();
    step.type('pincode', '560038');
    expect(step.lookups).toHaveLength(0);
    expect(step.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
  });
});

describe('the personal-address step’s lookup on the sandbox', () => {
  let harness: Harness | null = null;
  afterEach(() => {
    harness?.close();
    harness = null;
  });

  function realLookup() {
    harness = createHarness();
    const steps = createFormSteps(
      harness.client,
      createDraftStore(() => null),
    );
    const logic = steps.personalAddressStep.implementations.actors['lookupPincode'] as AnyActorLogic;
    return (pincode: string) => toPromise(createActor(logic, { input: { pincode } }).start()) as Promise<PincodePlace>;
  }

  it('answers city and state for a pincode the lender knows', async () => {
    expect(await realLookup()('560038')).toEqual(PLACE);
  });

  it('answers null for a well-formed pincode the lender does not know', async () => {
    expect(await realLookup()('999001')).toBeNull();
  });

  it('fails when the lender does not answer', async () => {
    const lookup = realLookup();
    await harness?.addFault({ method: 'GET', path: '/v1/application/city-and-state/560038', status: 500, times: 3 });
    await expect(lookup('560038')).rejects.toThrow();
  });
});
