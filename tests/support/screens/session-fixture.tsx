import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import type { LoginQuery, SendOtpOutput } from '../../../machines/login/login.machine.ts';
import { provideOtp } from '../../../machines/kit/otp.machine.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import type { SessionInput } from '../../../machines/session/session.machine.ts';
import { SessionProvider, useSessionActor } from '../../../src/journeys/session/SessionProvider.tsx';
import type { SessionActorRef } from '../../../src/journeys/session/SessionProvider.tsx';
import { useLoginActor, type LoginActorRef } from '../../../src/journeys/login/use-login-actor.ts';
import { sessionInputOf } from '../../fixtures/session-input.ts';

// Screens under test run on the real session and login machines inside the app's real
// SessionProvider. Only the API actors are replaced: each call waits until the test settles
// it, so busy states can be seen and every answer is the test's choice.

export interface PendingCall {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export class Calls {
  private readonly pending = new Map<string, PendingCall[]>();
  readonly made: string[] = [];

  actor<TOutput, TInput>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.made.push(name);
          const list = this.pending.get(name) ?? [];
          list.push({ input, resolve: resolve as (value: unknown) => void, reject });
          this.pending.set(name, list);
        }),
    );
  }

  /** The oldest unsettled call to `name`; throws when there is none, so a missing call fails the test. */
  next(name: string): PendingCall {
    const call = this.pending.get(name)?.shift();
    if (!call) throw new Error(`no pending ${name} call (made: ${this.made.join(', ') || 'none'})`);
    return call;
  }

  has(name: string): boolean {
    return (this.pending.get(name)?.length ?? 0) > 0;
  }
}

export interface Recorded {
  loginFailures: unknown[];
  persisted: unknown[];
  endSessions: number;
}

export function createSessionLogic(calls: Calls, recorded: Recorded) {
  return sessionMachine.provide({
    actors: {
      createSession: calls.actor('createSession'),
      startReferral: calls.actor('startReferral'),
      loadHome: calls.actor('loadHome'),
      logout: calls.actor('logout'),
      loginJourney: loginMachine.provide({
        actors: {
          phoneBySession: calls.actor('phoneBySession'),
          sendOtp: calls.actor('sendOtp'),
          otp: provideOtp({ verify: calls.actor('verifyOtp'), resend: calls.actor('resendOtp') }),
          recordConsent: calls.actor('recordConsent'),
          loadHome: calls.actor('loginLoadHome'),
        },
        actions: {
          trackLoginFailure: (_, params) => {
            recorded.loginFailures.push(params);
          },
        },
      }),
    },
    actions: {
      persistAuth: (_, output) => {
        recorded.persisted.push(output);
      },
      rememberReferral: () => {},
      persistHome: () => {},
      endSession: () => {
        recorded.endSessions += 1;
      },
    },
  });
}

export function sessionInput(
  overrides: { loginQuery?: LoginQuery; token?: string | null; phone?: string | null; sessionId?: string | null } = {},
): SessionInput {
  return sessionInputOf(
    {
      token: overrides.token ?? null,
      phone: overrides.phone ?? null,
      sessionId: overrides.sessionId === undefined ? 'session-1' : overrides.sessionId,
    },
    { loginQuery: overrides.loginQuery ?? {} },
  );
}

export interface Harness {
  calls: Calls;
  recorded: Recorded;
  /** The running actors, captured from the provider as the screen sees them. */
  actors: { session: SessionActorRef | null; login: LoginActorRef | null };
}

function Capture({ into }: { into: Harness['actors'] }) {
  into.session = useSessionActor();
  into.login = useLoginActor();
  return null;
}

export function createHarness(): Harness {
  return {
    calls: new Calls(),
    recorded: { loginFailures: [], persisted: [], endSessions: 0 },
    actors: { session: null, login: null },
  };
}

/** The app's SessionProvider running the harness's logic; the caller supplies the router. */
export function withSessionOnly(harness: Harness, input: SessionInput, children: ReactNode) {
  return (
    <SessionProvider logic={createSessionLogic(harness.calls, harness.recorded)} input={input}>
      <Capture into={harness.actors} />
      {children}
    </SessionProvider>
  );
}

/** Wraps a screen in a router and the app's SessionProvider running the harness's logic. */
export function withSession(
  harness: Harness,
  input: SessionInput,
  children: ReactNode,
  initialEntry = '/login/mobile-no',
) {
  return <MemoryRouter initialEntries={[initialEntry]}>{withSessionOnly(harness, input, children)}</MemoryRouter>;
}

export const OTP_SENT_FIRST_LOGIN: SendOtpOutput = {
  tncId: 'tnc-2026-01',
  tncLink: '/terms/tnc-2026-01',
  tncAccepted: false,
  showReferrerCode: true,
  guarantorId: null,
};

export const OTP_SENT_RETURNING: SendOtpOutput = {
  tncId: null,
  tncLink: null,
  tncAccepted: true,
  showReferrerCode: false,
  guarantorId: null,
};
