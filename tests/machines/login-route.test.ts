import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { TERMS_REQUIRED_MESSAGE, loginMachine, parseLoginQuery } from '../../machines/login/login.machine.ts';
import type { SendOtpInput, SendOtpOutput, SessionPhoneOutput } from '../../machines/login/login.machine.ts';
import { resumesSentOtp } from '../../machines/session/entry-query.ts';
import { routeOf, stateForUrl } from '../../machines/routing.ts';

// Verify Otp's address is enough to come back to it: a reload there takes the resume path.

const sent: SendOtpOutput = {
  tncId: 'tnc-1',
  tncLink: '/terms/tnc-1',
  tncAccepted: false,
  showReferrerCode: true,
  guarantorId: null,
};

function machineWith(lookup: SessionPhoneOutput | Error = new Error('no lookup expected')) {
  return loginMachine.provide({
    actors: {
      sendOtp: fromPromise<SendOtpOutput, SendOtpInput>(async () => sent),
      phoneBySession: fromPromise<SessionPhoneOutput, { sessionId: string }>(async () => {
        if (lookup instanceof Error) throw lookup;
        return lookup;
      }),
    },
    actions: { trackLoginFailure: () => {}, requestSessionRetry: () => {} },
  });
}

async function atVerifyOtp(): Promise<string> {
  const actor = createActor(machineWith(), { input: { query: {}, sessionId: 'session-42', referralFlow: false } });
  actor.start();
  actor.send({ type: 'MOBILE_CHANGED', value: '9876543210' });
  actor.send({ type: 'SUBMIT_MOBILE' });
  const snapshot = await waitFor(actor, (current) => current.matches('otpEntry'));
  actor.stop();
  return routeOf(snapshot) ?? '';
}

describe('Verify Otp route', () => {
  it('carries the session and otpSent=true', async () => {
    const url = await atVerifyOtp();
    expect(url).toBe('/login/verify-otp/9876543210?session=session-42&otpSent=true');
    expect(stateForUrl(loginMachine, url)?.stateId).toBe('verifyOtp');
  });

  it('reads back as the resume of a sent OTP', async () => {
    const query = parseLoginQuery(new URL(await atVerifyOtp(), 'https://saakh.test').search);
    expect(resumesSentOtp(query)).toBe(true);
    expect(query.session).toBe('session-42');
  });

  it('resumed, shows Verify Otp as the login answer left it', async () => {
    const lookup: SessionPhoneOutput = {
      phone: '9876543210',
      tncId: 'tnc-1',
      tncLink: '/terms/tnc-1',
      tncAccepted: false,
      showReferrerCode: true,
      guarantorId: null,
    };
    const actor = createActor(machineWith(lookup), {
      input: { query: { session: 'session-42', otpSent: 'true' }, sessionId: 'session-42', referralFlow: false },
    });
    actor.start();
    const { context, children } = await waitFor(actor, (current) => current.matches('otpEntry'));
    expect(context).toMatchObject({
      phone: '9876543210',
      tncId: 'tnc-1',
      tncLink: '/terms/tnc-1',
      tncAccepted: false,
      showReferrerCode: true,
      guarantor: false,
    });
    // The otp child starts its wait again, holding the code until the terms are ticked.
    expect(children.otp?.getSnapshot().context).toMatchObject({ secondsLeft: 30, hold: TERMS_REQUIRED_MESSAGE });
    actor.stop();
  });

  it("resumed on a guarantor's session, is a guarantor login again", async () => {
    const lookup: SessionPhoneOutput = {
      phone: '9000000001',
      tncId: 'tnc-1',
      tncLink: '/terms/tnc-1',
      tncAccepted: true,
      showReferrerCode: false,
      guarantorId: 'g-7',
    };
    const actor = createActor(machineWith(lookup), {
      input: { query: { session: 'session-42', otpSent: 'true' }, sessionId: 'session-42', referralFlow: false },
    });
    actor.start();
    const { context } = await waitFor(actor, (current) => current.matches('otpEntry'));
    expect(context).toMatchObject({ guarantor: true, guarantorId: 'g-7', tncAccepted: true });
    actor.stop();
  });
});
