import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { DRAFTS_KEY, createDraftStore } from '../../../src/journeys/onboarding/drafts.ts';
import type { DraftStore } from '../../../src/journeys/onboarding/drafts.ts';
import { createAppOnboardingLogic } from '../../../src/journeys/onboarding/onboarding-logic.ts';
import { createHarness } from '../../support/sandbox-client.ts';
import type { Harness } from '../../support/sandbox-client.ts';
import { GSTIN, SEEDS } from '../../fixtures/applicant.ts';
import { memoryBackend } from '../../support/memory-storage.ts';

// The GSTIN and Udyam steps' drafts (a reload keeps what was typed). The store keeps
// them beside the form steps in the same version-1 record; the app's onboarding actor, on the
// in-process sandbox, writes only the typed lookup fields (never consent or an OTP), gives them
// back to a new actor (a reload) and drops them when the step is over.

const quiet = { warn: () => {} };

describe('drafts of the GSTIN and Udyam steps', () => {
  it('keeps them beside the form steps and reads them back', () => {
    const store = memoryBackend();
    const drafts = createDraftStore(() => store, quiet);
    drafts.save('app-1', 'personalInfo', { firstName: 'Asha' }, []);
    drafts.save('app-1', 'gstin', { gstin: '29ABCPV1234', username: 'verma', otp: '1234', consent: 'true' }, [
      'otp',
      'consent',
    ]);
    drafts.save('app-1', 'udyam', { lookup: 'mobile', udyamNumber: '', mobile: '91234' }, ['otp']);
    expect(drafts.read()).toEqual({
      version: 1,
      applicationId: 'app-1',
      steps: {
        personalInfo: { firstName: 'Asha' },
        gstin: { gstin: '29ABCPV1234', username: 'verma' },
        udyam: { lookup: 'mobile', udyamNumber: '', mobile: '91234' },
      },
    });
  });

  it('clears one of them and leaves the rest', () => {
    const store = memoryBackend();
    const drafts = createDraftStore(() => store, quiet);
    drafts.save('app-1', 'gstin', { gstin: GSTIN, username: '' }, []);
    drafts.save('app-1', 'udyam', { lookup: 'number', udyamNumber: 'UDYAM-KA', mobile: '' }, []);
    drafts.clear('app-1', 'gstin');
    expect(drafts.read()?.steps).toEqual({ udyam: { lookup: 'number', udyamNumber: 'UDYAM-KA', mobile: '' } });
    drafts.clear('app-1', 'udyam');
    expect(store.items.has(DRAFTS_KEY)).toBe(false);
  });

  it('reads a record written before these steps existed as it was, and still drops steps it does not know', () => {
    const older = { version: 1, applicationId: 'a', steps: { panKyc: { pan: 'ABCPV' } } };
    expect(createDraftStore(() => memoryBackend({ [DRAFTS_KEY]: JSON.stringify(older) }), quiet).read()).toEqual(older);
    const unknown = { version: 1, applicationId: 'a', steps: { gstin: { gstin: 'X' }, aadhaarOtp: { otp: '1234' } } };
    expect(
      createDraftStore(() => memoryBackend({ [DRAFTS_KEY]: JSON.stringify(unknown) }), quiet).read()?.steps,
    ).toEqual({ gstin: { gstin: 'X' } });
  });

  it('refuses a GSTIN or Udyam draft whose values are not text', () => {
    const bad = { version: 1, applicationId: 'a', steps: { udyam: { mobile: 9123456789 } } };
    expect(createDraftStore(() => memoryBackend({ [DRAFTS_KEY]: JSON.stringify(bad) }), quiet).read()).toBeNull();
  });
});

describe('the app keeps the GSTIN and Udyam typing through a reload', () => {
  const PHONE = '9811144455';
  let harness: Harness;
  let store: DraftStore;
  const actors: AnyActorRef[] = [];

  beforeEach(() => {
    harness = createHarness();
    const backend = memoryBackend();
    store = createDraftStore(() => backend, quiet);
  });
  afterEach(() => {
    for (const actor of actors.splice(0)) actor.stop();
    harness.close();
  });

  async function applicantAt(seed: Record<string, unknown>): Promise<string> {
    const response = await harness.control('PUT', `/__sandbox/customers/${PHONE}`, {
      tncAccepted: true,
      showReferrerCode: false,
      ...seed,
    });
    expect(response.status).toBe(200);
    const { application } = (await response.json()) as { application: { id: string } };
    await harness.signIn(PHONE);
    return application.id;
  }

  /** The onboarding actor as the app makes it on a (re)load of `pathname`; answers its step child once `ready`. */
  async function open(pathname: string, ready: (step: AnyMachineSnapshot) => boolean) {
    const logic = createAppOnboardingLogic({ client: harness.client, drafts: store });
    const actor = createActor(logic, { input: { entry: { pathname, search: '' }, drafts: store.read() } });
    actors.push(actor);
    actor.start();
    // The child's own changes do not change the parent's snapshot: wait on each in turn.
    await waitFor(actor, (snapshot) => snapshot.children['step'] !== undefined, { timeout: 5_000 });
    const step = actor.getSnapshot().children['step'] as AnyActorRef;
    await waitFor(step, (snapshot: AnyMachineSnapshot) => snapshot.status === 'active' && ready(snapshot), {
      timeout: 5_000,
    });
    return {
      actor,
      step,
      values: () => (step.getSnapshot() as AnyMachineSnapshot).context.values as Record<string, string>,
    };
  }

  it('GST: GSTIN and username typed come back on a new actor; consent never stored; skip drops the draft', async () => {
    const applicationId = await applicantAt({ ...SEEDS.gstin, skipBusinessRegistration: true });
    const first = await open('/signup/additional-info', (step) => step.matches('gstinEntry'));
    expect(first.values().gstin).toBe(GSTIN);
    first.step.send({ type: 'CHANGE', field: 'gstin', value: '29ABCPV12' });
    first.step.send({ type: 'CHANGE', field: 'consent', value: 'true' });
    expect(store.read()).toEqual({ version: 1, applicationId, steps: { gstin: { gstin: '29ABCPV12', username: '' } } });
    first.actor.stop();

    const reloaded = await open('/signup/additional-info', (step) => step.matches('gstinEntry'));
    expect(reloaded.values()).toMatchObject({ gstin: '29ABCPV12', username: '', consent: '' });
    reloaded.step.send({ type: 'SKIP' });
    // Skipped: the lender checks serviceability and the journey moves on to the video step.
    await waitFor(reloaded.actor, (snapshot) => snapshot.matches('videoVerification'), { timeout: 5_000 });
    expect(store.read()).toBeNull();
  });

  it('Udyam: the mobile typed comes back on a new actor; the OTP typed never reaches the store', async () => {
    const applicationId = await applicantAt(SEEDS.udyam);
    const first = await open('/udyam-verification', (step) => step.matches('entering'));
    first.step.send({ type: 'CHANGE', field: 'lookup', value: 'mobile' });
    first.step.send({ type: 'CHANGE', field: 'mobile', value: '912345' });
    expect(store.read()).toEqual({
      version: 1,
      applicationId,
      steps: { udyam: { lookup: 'mobile', udyamNumber: '', mobile: '912345' } },
    });
    first.actor.stop();

    const reloaded = await open('/udyam-verification', (step) => step.matches('entering'));
    expect(reloaded.values()).toMatchObject({ lookup: 'mobile', mobile: '912345' });
    reloaded.step.send({ type: 'CHANGE', field: 'mobile', value: '9123456789' });
    reloaded.step.send({ type: 'SUBMIT' });
    const atOtp = await waitFor(reloaded.step, (snapshot) => (snapshot as AnyMachineSnapshot).matches('otp'), {
      timeout: 5_000,
    });
    // The code is typed into the step's otp child.
    const otp = (atOtp as AnyMachineSnapshot).children['otp'];
    if (!otp) throw new Error('Enter Udyam OTP runs no otp child');
    otp.send({ type: 'OTP_CHANGED', value: '1234' });
    expect(otp.getSnapshot().context.otp).toBe('1234');
    expect(store.read()?.steps).toEqual({ udyam: { lookup: 'mobile', udyamNumber: '', mobile: '9123456789' } });
  });
});
