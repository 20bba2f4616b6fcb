import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { landingOf, loginMachine } from '../../machines/login/login.machine.ts';
import type {
  AuthorizedInput,
  LoginInput,
  LoginOutput,
  SendOtpInput,
  SendOtpOutput,
  VerifyOtpOutput,
} from '../../machines/login/login.machine.ts';
import { provideOtp } from '../../machines/kit/otp.machine.ts';
import type { OtpResendInput, OtpResent, OtpVerifyInput } from '../../machines/kit/otp.machine.ts';
import { landingUrl } from '../../machines/session/landing.ts';
import { pathForName } from '../../src/routes/route-lookup.ts';

// Where a finished login sends the user (§4 Customer login, guarantor entry), checked on the
// machine with recorded stand-ins for the API, and its address (a redirect's route name resolved
// as the app resolves it, through the route table).

const landingPath = (landing: LoginOutput['landing']): string =>
  landingUrl(landing, landing.kind === 'redirect' ? pathForName(landing.routeName) : null);

function runLogin(input: LoginInput, tncAccepted = true) {
  const sent: SendOtpInput[] = [];
  const verified: OtpVerifyInput[] = [];
  const machine = loginMachine.provide({
    actors: {
      sendOtp: fromPromise<SendOtpOutput, SendOtpInput>(async ({ input: call }) => {
        sent.push(call);
        return {
          tncId: 'tnc-1',
          tncLink: '/terms/tnc-1',
          tncAccepted,
          showReferrerCode: false,
          guarantorId: call.guarantor ? 'g-7' : null,
        };
      }),
      otp: provideOtp({
        verify: fromPromise<VerifyOtpOutput, OtpVerifyInput>(async ({ input: call }) => {
          verified.push(call);
          return { tokenType: 'Bearer', accessToken: 'eyJ.t.s', onBoardingType: 'direct' };
        }),
        resend: fromPromise<OtpResent, OtpResendInput>(async () => ({})),
      }),
      recordConsent: fromPromise<void, AuthorizedInput>(async () => {}),
      loadHome: fromPromise<unknown, AuthorizedInput>(async () => ({ application: { id: 'app-1' } })),
    },
    actions: { trackLoginFailure: () => {}, requestSessionRetry: () => {} },
  });
  const actor = createActor(machine, { input });
  const done = toPromise(actor) as Promise<LoginOutput>;
  actor.start();
  actor.send({ type: 'MOBILE_CHANGED', value: '9876543210' });
  actor.send({ type: 'SESSION_READY', sessionId: 's-1' });
  actor.send({ type: 'SUBMIT_MOBILE' });
  return { actor, done, sent, verified };
}

async function finish(run: ReturnType<typeof runLogin>, checkTerms = false): Promise<LoginOutput> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const otp = run.actor.getSnapshot().children.otp;
  if (!otp) throw new Error('Verify Otp is not showing');
  otp.send({ type: 'OTP_CHANGED', value: '1234' });
  if (checkTerms) run.actor.send({ type: 'TERMS_TOGGLED', checked: true });
  otp.send({ type: 'SUBMIT_OTP' });
  return run.done;
}

describe('login landing', () => {
  it('goes to the dashboard by default', async () => {
    const output = await finish(runLogin({ query: {}, sessionId: null, referralFlow: false }));
    expect(output.landing).toEqual({ kind: 'dashboard' });
    expect(output.home).toBeNull();
    expect(landingPath(output.landing)).toBe('/dashboard');
  });

  it('goes to Signup in the referral flow', async () => {
    const output = await finish(runLogin({ query: { redirect: 'My Profile' }, sessionId: null, referralFlow: true }));
    expect(output.landing).toEqual({ kind: 'signup' });
    expect(landingPath(output.landing)).toBe('/signup');
  });

  it('loads home first, then goes to the redirect target with the rest of the query', async () => {
    const run = runLogin({
      query: { redirect: 'My Profile', session: 's-1', section: 'offers' },
      sessionId: 's-1',
      referralFlow: false,
    });
    const output = await finish(run);
    expect(output.home).toEqual({ application: { id: 'app-1' } });
    expect(output.landing).toEqual({ kind: 'redirect', routeName: 'My Profile', query: { section: 'offers' } });
    expect(landingPath(output.landing)).toBe('/my-profile?section=offers');
  });

  it('sends a redirect naming no route to the dashboard', () => {
    expect(landingPath({ kind: 'redirect', routeName: 'No Such Screen', query: {} })).toBe('/dashboard');
  });

  it('logs a guarantor in through the guarantor calls and lands on Loan Information', async () => {
    const run = runLogin(
      { query: { redirect: 'Loan Information' }, sessionId: null, referralFlow: false, guarantorEntry: true },
      false,
    );
    const output = await finish(run, true);
    expect(run.sent[0]?.guarantor).toBe(true);
    expect(run.verified[0]?.request).toMatchObject({ guarantorId: 'g-7', tncId: 'tnc-1' });
    expect(output).toMatchObject({ guarantor: true, guarantorId: 'g-7', landing: { kind: 'guarantor' } });
    expect(landingPath(output.landing)).toBe('/loan-info');
  });

  it('reads referral mode from the new token too', () => {
    expect(landingOf({ query: {}, referralFlow: false, guarantor: false, onBoardingType: 'referral' })).toEqual({
      kind: 'signup',
    });
  });
});
