import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { GST_HIDDEN_MESSAGE } from '../../../machines/onboarding/gst.machine.ts';
import { provideOtp } from '../../../machines/kit/otp.machine.ts';
import type { OtpCalls, OtpInput } from '../../../machines/kit/otp.machine.ts';
import { sendAadhaarOtp } from '../../../src/journeys/onboarding/api/identity/digilocker/index.ts';
import { gstConsent, gstLogin } from '../../../src/journeys/onboarding/api/identity/gst/index.ts';
import { createGstOtpActors } from '../../../src/journeys/onboarding/identity/gst-actors.ts';
import { createKycOtpActors } from '../../../src/journeys/onboarding/identity/kyc-actors.ts';
import { createUdyamActors, createUdyamOtpActors } from '../../../src/journeys/onboarding/identity/udyam-actors.ts';
import { AADHAAR } from '../../support/events/kyc-events.ts';
import { GSTIN, personalInfo } from '../../fixtures/applicant.ts';
import { USERNAME } from '../../support/events/gst-events.ts';
import { AFTER_KYC, createIdentityWorld, wrongOtp } from '../../support/identity-world.ts';
import { runReal } from '../../support/sandbox-actors.ts';
import { UDYAM } from '../../support/events/udyam-events.ts';

// The identity steps' OTP screens are the otp child with each step's own verify and resend
// (src/journeys/onboarding/identity/*-actors.ts), here against the in-process sandbox: a wrong
// code is refused where the step shows it, Resend after the 30 s wait sends a new code (a new
// request for the Aadhaar and Udyam OTPs, which the next verify answers), and the right code's
// answer is the child's output.

const world = createIdentityWorld('94');

/** The child on a simulated clock, as its parent would start it; the refusals it reports are kept. */
function startOtp<T>(calls: OtpCalls<T>, input: OtpInput) {
  const clock = new SimulatedClock();
  const rejections: unknown[] = [];
  const logic = provideOtp(calls).provide({
    actions: {
      reportRejection: (_, params) => {
        rejections.push(params.error);
      },
    },
  });
  const actor = createActor(logic, { input, clock });
  actor.start();
  return { actor, clock, rejections };
}

type Run = ReturnType<typeof startOtp>;

async function submit(run: Run, code: string) {
  run.actor.send({ type: 'OTP_CHANGED', value: code });
  run.actor.send({ type: 'SUBMIT_OTP' });
  return waitFor(run.actor, (snapshot) => !snapshot.matches('verifying'));
}

/** The wait runs out on the child's clock and the sandbox's; Resend sends a new code. */
async function resend(run: Run) {
  world.advanceServerClock(31_000);
  run.clock.increment(30_000);
  expect(run.actor.getSnapshot().matches('canResend')).toBe(true);
  run.actor.send({ type: 'RESEND_OTP' });
  return waitFor(run.actor, (snapshot) => !snapshot.matches('resending'));
}

describe('identity OTPs on the otp child', () => {
  it('Aadhaar OTP: a wrong code under the boxes, Resend answers a new request, the right code verifies', async () => {
    const applicant = await world.signUp({ personalInfo, kycMode: 'digiLocker' });
    const sent = await sendAadhaarOtp(world.client, { aadhaarNumber: AADHAAR });
    const run = startOtp(createKycOtpActors(world.client), {
      request: { aadhaarNumber: AADHAAR, requestId: sent.requestId },
      sentTo: sent.otpSentTo,
      callErrors: 'alert',
    });

    const refused = await submit(run, wrongOtp(await world.otpOf(applicant.phone)));
    expect(refused.matches('countingDown')).toBe(true);
    expect(run.rejections).toHaveLength(1);
    expect(refused.context.otpError).toMatch(/^The OTP is incorrect\./);
    expect(refused.context.error).toBeNull();

    const resent = await resend(run);
    expect(resent.matches('countingDown')).toBe(true);
    expect(resent.context).toMatchObject({ otp: '', otpError: null, secondsLeft: 30, sentTo: sent.otpSentTo });
    expect(resent.context.request['requestId']).not.toBe(sent.requestId);

    const verified = await submit(run, await world.otpOf(applicant.phone));
    expect(verified.status).toBe('done');
    expect(verified.output).toMatchObject({
      application: { status: 'digiLockerVerified' },
      digiLocker: { status: 'verified', source: 'aadhaarOtp' },
    });
  });

  it('GST OTP: every failure is the one neutral sentence in the alert; Resend asks the portal again', async () => {
    const applicant = await world.signUp({
      ...AFTER_KYC,
      registration: { registrationType: 'gstin', registrationNumber: GSTIN },
    });
    const { applicationId } = applicant;
    await gstLogin(world.client, { applicationId, gstin: GSTIN, username: USERNAME });
    world.advanceServerClock(31_000);
    const consent = await gstConsent(world.client, { applicationId });
    const run = startOtp(createGstOtpActors(world.client), {
      request: { applicationId },
      sentTo: consent.gstConsent.otpSentTo,
      callErrors: 'alert',
      callErrorMessage: GST_HIDDEN_MESSAGE,
    });

    const refused = await submit(run, wrongOtp(await world.otpOf(applicant.phone)));
    expect(refused.context.error).toBe(GST_HIDDEN_MESSAGE);
    expect(refused.context.otpError).toBeNull();

    const resent = await resend(run);
    expect(resent.matches('countingDown')).toBe(true);
    expect(resent.context.error).toBeNull();

    const verified = await submit(run, await world.otpOf(applicant.phone));
    expect(verified.status).toBe('done');
    expect(verified.output).toMatchObject({ application: { subStatus: 'gstVerified' }, taxpayerType: 'Regular' });
  });

  it('Udyam OTP: a wrong code under the boxes, Resend by the same number, the right code shows the list', async () => {
    const applicant = await world.signUp({
      ...AFTER_KYC,
      registration: { registrationType: 'udyam', registrationNumber: UDYAM },
    });
    const { applicationId } = applicant;
    const lookup = { applicationId, lookup: 'number' as const, udyamNumber: UDYAM, mobile: '' };
    const sent = await runReal(createUdyamActors(world.client).generateUdyamOtp, lookup);
    const run = startOtp(createUdyamOtpActors(world.client), {
      request: { ...lookup, requestId: sent.request_id },
      sentTo: sent.otp_sent_to,
      callErrors: 'alert',
    });

    const refused = await submit(run, wrongOtp(await world.otpOf(applicant.phone)));
    expect(refused.context.otpError).toMatch(/^The OTP is incorrect\./);
    expect(refused.context.error).toBeNull();

    const resent = await resend(run);
    expect(resent.matches('countingDown')).toBe(true);
    expect(resent.context.request).toMatchObject({ udyamNumber: UDYAM, lookup: 'number' });
    expect(resent.context.request['requestId']).not.toBe(sent.request_id);

    const verified = await submit(run, await world.otpOf(applicant.phone));
    expect(verified.status).toBe('done');
    expect((verified.output as Array<{ udyam_reg_no: string }>).map((item) => item.udyam_reg_no)).toContain(UDYAM);
  });
});
