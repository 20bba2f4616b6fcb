import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { routeOf } from '../../../machines/routing.ts';
import { sendAadhaarOtp, verifyAadhaarOtp } from '../../../src/journeys/onboarding/api/identity/digilocker/index.ts';
import {
  DECLARATION_ACCEPT_MESSAGE,
  DOCUMENT_NUMBER_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
} from '../../../rules/onboarding/forms/declaration.ts';
import type { DeclarationStepId } from '../../../src/journeys/onboarding/identity/declaration-steps.ts';
import { provideIdentitySteps } from '../../../src/journeys/onboarding/identity/provide.ts';
import { verhoeffCheckDigit } from '../../../rules/identity/aadhaar.ts';
import { personalInfo } from '../../fixtures/applicant.ts';
import { createIdentityWorld } from '../../support/identity-world.ts';

// The two declaration steps are the one formStep machine (every transition of which is covered
// by tests/paths/form-step.paths.test.ts); here their real load and save run on the sandbox along
// the path the lender takes: a PAN whose name differs and an Aadhaar (numbers starting 8) whose
// date of birth differs owe both declarations, in order, and each answer names the next step.

const world = createIdentityWorld('94');
const drafts: { step: DeclarationStepId; values: Record<string, string> | null }[] = [];
const steps = provideIdentitySteps(world.client, {
  drafts: {
    persist: (step, values) => drafts.push({ step, values }),
    clear: (step) => drafts.push({ step, values: null }),
  },
});
const FAULT = 'Sandbox fault: declarations are unavailable.';

/** An applicant whose PAN name and Aadhaar date of birth both differ, verified through the Aadhaar OTP. */
async function applicantOwingBoth() {
  const applicant = await world.signUp({ personalInfo, kycMode: 'digiLocker', pan: 'ABCPS1234K' });
  world.advanceServerClock(31_000);
  const sent = await sendAadhaarOtp(world.client, { aadhaarNumber: `83456789012${verhoeffCheckDigit('83456789012')}` });
  const answer = await verifyAadhaarOtp(world.client, {
    requestId: sent.requestId,
    otp: await world.otpOf(applicant.phone),
  });
  expect(answer.application.nextAction).toBe('dualNameDeclaration');
  return applicant;
}

function start(logic: AnyActorLogic, applicationId: string) {
  const step = logic === steps.dualDobStep ? 'dualDobDeclaration' : 'dualNameDeclaration';
  const actor = createActor(logic, { input: { step, applicationId, edit: false, draft: null } });
  actor.start();
  return actor;
}

describe('declaration steps on the sandbox', () => {
  it('name, then date of birth: load what the lender holds, refuse an incomplete form, save, move on', async () => {
    const { applicationId } = await applicantOwingBoth();

    const name = start(steps.dualNameStep, applicationId);
    await waitFor(name, (snapshot) => snapshot.matches('editing'));
    expect(name.getSnapshot().context.data).toMatchObject({
      topic: 'name',
      onRecord: 'ASHA SHARMA',
      onApplication: 'Asha Verma',
    });
    expect(
      (name.getSnapshot().context.data as { documents: { code: string }[] }).documents.map((document) => document.code),
    ).toContain('gazetteNotification');
    name.send({ type: 'SUBMIT' });
    expect(name.getSnapshot().context.errors).toEqual({
      documentType: DOCUMENT_TYPE_MESSAGE,
      documentNumber: DOCUMENT_NUMBER_MESSAGE,
      accepted: DECLARATION_ACCEPT_MESSAGE,
    });
    name.send({ type: 'CHANGE', field: 'documentType', value: 'passport' });
    name.send({ type: 'CHANGE', field: 'documentNumber', value: 'K1234567' });
    name.send({ type: 'CHANGE', field: 'accepted', value: 'true' });
    expect(drafts.at(-1)).toEqual({
      step: 'dualNameDeclaration',
      values: { documentType: 'passport', documentNumber: 'K1234567', accepted: 'true' },
    });
    await world.fault('POST', `/v1/dual-document/${applicationId}/name`, FAULT);
    name.send({ type: 'SUBMIT' });
    await waitFor(name, (snapshot) => snapshot.matches('editing') && snapshot.context.serverError !== null);
    expect(name.getSnapshot().context.serverError).toBe(FAULT);
    // Armed before the save: a read with a fault armed is left to the app's own GET, not carried by the answer.
    await world.fault('GET', '/v1/dual-document/documents', FAULT, { times: 3 });
    name.send({ type: 'SUBMIT' });
    await waitFor(name, (snapshot) => snapshot.status === 'done');
    expect(name.getSnapshot().output?.application).toMatchObject({
      subStatus: 'dualNameDeclared',
      nextAction: 'dualDobDeclaration',
    });
    expect(drafts.at(-1)).toEqual({ step: 'dualNameDeclaration', values: null });

    const dob = start(steps.dualDobStep, applicationId);
    await waitFor(dob, (snapshot) => snapshot.matches('loadFailed'));
    expect(dob.getSnapshot().context.serverError).toBe(FAULT);
    dob.send({ type: 'RETRY' });
    await waitFor(dob, (snapshot) => snapshot.matches('editing'));
    expect(dob.getSnapshot().context.data).toMatchObject({
      topic: 'dob',
      onRecord: '1989-04-12',
      onApplication: '1990-04-12',
    });
    expect(routeOf(dob.getSnapshot())).toBeNull();
    expect(dob.getSnapshot().can({ type: 'SKIP' })).toBe(false);
    dob.send({ type: 'CHANGE', field: 'documentType', value: 'birthCertificate' });
    dob.send({ type: 'CHANGE', field: 'documentNumber', value: 'BC/2020/114' });
    dob.send({ type: 'CHANGE', field: 'accepted', value: 'true' });
    dob.send({ type: 'SUBMIT' });
    await waitFor(dob, (snapshot) => snapshot.status === 'done');
    expect(dob.getSnapshot().output?.application).toMatchObject({
      subStatus: 'dualDobDeclared',
      nextAction: 'personalAddress',
    });
  });

  it('a declaration already made loads back with its document, number and consent', async () => {
    const { applicationId } = await applicantOwingBoth();
    const first = start(steps.dualNameStep, applicationId);
    await waitFor(first, (snapshot) => snapshot.matches('editing'));
    for (const [field, value] of [
      ['documentType', 'voterId'],
      ['documentNumber', 'abc1234567'],
      ['accepted', 'true'],
    ] as const)
      first.send({ type: 'CHANGE', field, value });
    first.send({ type: 'SUBMIT' });
    await waitFor(first, (snapshot) => snapshot.status === 'done');

    const again = start(steps.dualNameStep, applicationId);
    await waitFor(again, (snapshot) => snapshot.matches('editing'));
    expect(again.getSnapshot().context.values).toEqual({
      documentType: 'voterId',
      documentNumber: 'ABC1234567',
      accepted: 'true',
    });
  });
});
