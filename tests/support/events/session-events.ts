import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { LoginOutput } from '../../../machines/login/login.machine.ts';
import type { SessionContext } from '../../../machines/session/session.machine.ts';

// The sample events of the app-level `session` journey, for both runners: the machine-level
// paths (tests/paths/session.paths.test.ts) and the browser paths
// (tests/browser/paths/session.spec.ts, which keeps only what a browser can cause). The session's
// own calls succeed or fail with these messages; the login child's result is planned here (its
// own transitions are the login journey's).

export const PHONE = '9876543210';
export const GUARANTOR_PHONE = '9123456780';
export const MARKETPLACE = 'shipkart';
export const CALLBACK_URL = 'https://partner.example/back';

export const SESSION_ERROR = 'Sessions are paused for a moment.';
export const REFERRAL_ERROR = 'The partner cannot be reached just now.';
export const HOME_ERROR = 'Your details are being updated.';
export const LOGOUT_ERROR = 'Logout is unavailable.';

/** An applicant's login with a referral token: the session's referral mode follows the token. */
export const APPLICANT_LOGIN: LoginOutput = {
  auth: { tokenType: 'Bearer', accessToken: 'planned' },
  phone: PHONE,
  guarantor: false,
  guarantorId: null,
  onBoardingType: 'referral',
  home: null,
  landing: { kind: 'dashboard' },
};

/** A guarantor's login (the entry named the guarantor journey). */
export const GUARANTOR_LOGIN: LoginOutput = {
  auth: { tokenType: 'Bearer', accessToken: 'planned-guarantor' },
  phone: GUARANTOR_PHONE,
  guarantor: true,
  guarantorId: 'planned-guarantor',
  onBoardingType: 'direct',
  home: null,
  landing: { kind: 'guarantor' },
};

/** The login child's answer follows its entry: a guarantor entry ends in a guarantor's login. */
export const loginOutputOf = (context: SessionContext): LoginOutput =>
  context.entry.guarantorEntry === true ? GUARANTOR_LOGIN : APPLICANT_LOGIN;

const error = (message: string): Error => new Error(message);

export function sessionEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as SessionContext;
  // Root and parent events exist in every sub-state; a runner filters out the ones it cannot cause.
  const everywhere: AnyEventObject[] = [{ type: 'UNAUTHORIZED' }];
  if (snapshot.matches('anonymous'))
    everywhere.push({ type: 'xstate.done.actor.login', output: loginOutputOf(context) });
  if (snapshot.matches({ anonymous: 'creatingSession' })) {
    return [
      ...everywhere,
      { type: 'xstate.done.actor.createSession', output: { sessionId: 'planned-session' } },
      { type: 'xstate.error.actor.createSession', error: error(SESSION_ERROR) },
    ];
  }
  if (snapshot.matches({ anonymous: 'startingReferral' })) {
    return [
      ...everywhere,
      {
        type: 'xstate.done.actor.startReferral',
        output: { sessionId: 'planned-referral', callbackUrl: CALLBACK_URL, marketplaceName: MARKETPLACE },
      },
      { type: 'xstate.error.actor.startReferral', error: error(REFERRAL_ERROR) },
    ];
  }
  if (snapshot.matches({ loggedIn: 'loadingHome' })) {
    return [
      ...everywhere,
      // The screens read only what the machine keeps; the real bundle comes from the sandbox.
      { type: 'xstate.done.actor.loadHome', output: { home: null, flags: null, summary: null } },
      { type: 'xstate.error.actor.loadHome', error: error(HOME_ERROR) },
    ];
  }
  if (snapshot.matches({ loggedIn: 'ready' })) {
    // A journey's step answer moves the application on; whoever shows home next needs it again.
    return [...everywhere, { type: 'APPLICATION_CHANGED' }, { type: 'HOME_NEEDED' }];
  }
  if (snapshot.matches('loggingOut')) {
    return [
      ...everywhere,
      { type: 'xstate.done.actor.logout', output: undefined },
      { type: 'xstate.error.actor.logout', error: error(LOGOUT_ERROR) },
    ];
  }
  return everywhere;
}
