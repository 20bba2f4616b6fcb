import type { ActorLogic, ActorSystem, MachineSnapshot } from 'xstate';
import { appCall } from '../kit/app-call.ts';
import type { LoginQuery } from './entry-query.ts';

// What the session (the app's, ADR 037) asks of the journey it runs while nobody is signed in, and
// what that journey gives back: the session states it, the login journey (machines/login) meets it,
// and the app plugs one into the other (src/app/session-logic.ts), so neither chart imports the other.
// The child runs with id `login` the whole time the session is anonymous; the session tells it
// SESSION_READY { sessionId } or SESSION_FAILED { message }, and it asks RETRY_SESSION of its parent.

export interface LoginInput {
  query: LoginQuery;
  /** Known when the session was stored or came in ?session=; otherwise SESSION_READY brings it. */
  sessionId: string | null;
  /** Referral-onboarding mode as the session decided it before login. */
  referralFlow: boolean;
  /**
   * ?redirect names a screen of the guarantor journey (the app asks the route table: its layout,
   * not a word in its name, issue 35): the login is a guarantor's.
   */
  guarantorEntry?: boolean;
  /**
   * The address's parameters the login passes on (?redirect, the deep link's own query), kept on
   * Verify Otp's address so a reload there still lands where the link pointed.
   */
  carry?: Record<string, string>;
}

export interface LoginAuth {
  tokenType: string;
  accessToken: string;
}

/** Where the app sends the user once, right after login (§4 Customer login, guarantor entry). */
export type Landing =
  | { kind: 'redirect'; routeName: string; query: Record<string, string> }
  | { kind: 'signup' }
  | { kind: 'dashboard' }
  | { kind: 'guarantor' };

export interface LoginOutput {
  auth: LoginAuth;
  phone: string;
  guarantor: boolean;
  guarantorId: string | null;
  /** The token's onBoardingType (§1 referral mode), read by the app that can decode it. */
  onBoardingType: string | null;
  /** GET /v1/home, loaded before a redirect target (§4); null otherwise. */
  home: unknown;
  landing: Landing;
}

export interface AuthorizedInput {
  auth: LoginAuth;
}

/**
 * The signed-out journey as the session invokes it: any chart that takes LoginInput and finishes
 * with LoginOutput. XState's logic type is invariant in its snapshot and events, so those are left
 * open; the session reads only the output and sends only the events above.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- see above: the child's own context and events are its own */
export type SignedOutLogic = ActorLogic<
  MachineSnapshot<any, any, any, any, any, LoginOutput, any, any>,
  any,
  LoginInput,
  ActorSystem<any>,
  any
>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The stand-in until the app provides the login journey: a session run without it fails loudly. */
export const signedOutJourney = appCall<LoginOutput, LoginInput>('loginJourney') as unknown as SignedOutLogic;
