import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import type { LoginContext, LoginInput } from '../../../machines/login/login.machine.ts';
import { REDIRECT_ROUTE, SESSION_PLACEHOLDER } from '../../support/events/login-events.ts';

// The login plan the browser replays: the journey's sample events (tests/support/events/
// login-events.ts), a state told apart only by what a guard reads. A browser path costs seconds,
// so the runner replays the covering subset.

/** Fresh visitor; a redirect target (home first); a partner's ?session=&otpSent=true link. */
export const loginInputs: readonly LoginInput[] = [
  { query: {}, sessionId: null, referralFlow: false },
  { query: { redirect: REDIRECT_ROUTE }, sessionId: null, referralFlow: false },
  { query: { session: SESSION_PLACEHOLDER, otpSent: 'true' }, sessionId: null, referralFlow: false },
];

/** The plan's machine: the same states and transitions (so the same definition hash). */
export const plannedLoginMachine = loginMachine.provide({
  actions: {
    // The parent is the real session in the browser; the plan has none to tell.
    requestSessionRetry: () => {},
  },
});

/** What a guard reads, and nothing else (errors only where they pick a different message to show). */
export function serializeLoginState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as LoginContext;
  const onMobile = snapshot.matches('mobileEntry');
  return JSON.stringify({
    value: snapshot.value,
    input: c.query.redirect ?? c.query.session ?? '',
    mobile: c.mobile !== '',
    session: c.sessionId !== null,
    problem: onMobile && c.sessionId === null && c.sessionProblem !== null,
    error: onMobile ? c.mobileError : null,
    terms: c.tncAccepted ? 'accepted' : c.termsChecked,
    auth: c.auth !== null,
  });
}
