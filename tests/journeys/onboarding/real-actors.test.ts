import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { reviewStepMachine } from '../../../machines/onboarding/review-step.machine.ts';
import { createOnboardingActors, createReviewActors } from '../../../src/journeys/onboarding/actors.ts';
import { getHome } from '../../../src/api/home/get-home.ts';
import { createHarness } from '../../support/sandbox-client.ts';
import type { Harness } from '../../support/sandbox-client.ts';
import { SEEDS, currentAddress } from '../../fixtures/applicant.ts';

// The onboarding parent's own calls (src/journeys/onboarding/actors.ts: home + flags, serviceability)
// and the review step's (profile, Submit), run against the in-process sandbox with the app's API
// client: each answers the position the sandbox then holds, and a failure reaches the machine
// as the lender's message.

const PHONE = '9811144455';
const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };

let harness: Harness;
beforeEach(() => {
  harness = createHarness();
});
afterEach(() => harness.close());

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

const fault = (method: string, path: string, message: string, times = 1) =>
  harness.addFault({ method, path, status: 500, times, body: { error: { code: 'EPL-50000', message } } });

describe('loadApplication', () => {
  it('reads home and flags at the seeded position', async () => {
    const applicationId = await applicantAt({ ...SEEDS.gstin, skipGst: false });
    const { loadApplication } = createOnboardingActors(harness.client);
    const load = await toPromise(createActor(loadApplication, { input: { known: null } }).start());
    expect(load.home.application).toMatchObject({
      id: applicationId,
      nextAction: 'gstin',
      status: { value: 'businessRegistrationDetailsUpdated' },
    });
    expect(load.flags.skipGst).toBe(false);
  });

  it('fails with the lender message once the client gave up retrying', async () => {
    await applicantAt({});
    // The client retries a failed GET twice.
    await fault('GET', '/v1/home', 'Home is being rebuilt', 3);
    const { loadApplication } = createOnboardingActors(harness.client);
    await expect(toPromise(createActor(loadApplication, { input: { known: null } }).start())).rejects.toThrow(
      'Home is being rebuilt',
    );
  });
});

describe('checkServiceability', () => {
  const locate = async () => BENGALURU;

  it('checks the stored address at the located position: video verification next', async () => {
    await applicantAt(SEEDS.serviceability);
    const { checkServiceability } = createOnboardingActors(harness.client, { locate });
    const answer = await toPromise(createActor(checkServiceability, { input: { applicationId: 'unused' } }).start());
    expect(answer.application).toMatchObject({ status: 'serviceabilityChecked', nextAction: 'videoVerification' });
    expect((await getHome(harness.client)).application.nextAction).toBe('videoVerification');
  });

  it('answers notServiceable for a Meghalaya address, without a location too', async () => {
    await applicantAt({ ...SEEDS.serviceability, currentAddress: { ...currentAddress, pincode: '793001' } });
    const { checkServiceability } = createOnboardingActors(harness.client, { locate: async () => null });
    const answer = await toPromise(createActor(checkServiceability, { input: { applicationId: 'unused' } }).start());
    expect(answer.application).toMatchObject({ nextAction: 'notServiceable', subStatus: 'notServiceable' });
  });

  it('rejects with the lender message; nothing is checked', async () => {
    await applicantAt(SEEDS.serviceability);
    await fault('PATCH', '/v1/customer/location/serviceability-check', 'The check is down');
    const { checkServiceability } = createOnboardingActors(harness.client, { locate });
    await expect(
      toPromise(createActor(checkServiceability, { input: { applicationId: 'unused' } }).start()),
    ).rejects.toThrow('The check is down');
    expect((await getHome(harness.client)).application.nextAction).toBe('serviceability');
  });
});

describe('review step', () => {
  const review = () => reviewStepMachine.provide({ actors: createReviewActors(harness.client) });

  it('loads the profile, submits, and answers the decision (approved for ₹18 lakh turnover)', async () => {
    const applicationId = await applicantAt(SEEDS.review);
    const actor = createActor(review(), { input: { applicationId } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'), { timeout: 5000 });
    expect(actor.getSnapshot().context.profile).toMatchObject({ businessInfo: { businessName: 'Verma Traders' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const answer = await toPromise(actor);
    expect(answer.application).toMatchObject({ status: 'approved', nextAction: 'result' });
    expect((await getHome(harness.client)).bestApprovedAmount).toBe(36_000_000);
  });

  it('stays ready with the lender message when Submit fails', async () => {
    const applicationId = await applicantAt(SEEDS.review);
    await fault('POST', `/v2/application/${applicationId}/submit`, 'Decisions are paused');
    const actor = createActor(review(), { input: { applicationId } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'), { timeout: 5000 });
    actor.send({ type: 'SUBMIT' });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('ready'), { timeout: 5000 });
    expect(back.context.serverError).toBe('Decisions are paused');
    expect((await getHome(harness.client)).application.nextAction).toBe('review');
  });
});
