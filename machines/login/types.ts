import type { LoginQuery } from './query.ts';

// What the login journey takes, gives and asks of its API actors. The app implements the
// actors (src/journeys/session/actors.ts); the session machine consumes the output.

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

export interface SendOtpInput {
  phone: string;
  sessionId: string;
  referrerCode: string | null;
  guarantor: boolean;
}

/** The customer and the guarantor login answers, brought to one shape. */
export interface SendOtpOutput {
  tncId: string | null;
  tncLink: string | null;
  tncAccepted: boolean;
  showReferrerCode: boolean;
  guarantorId: string | null;
}

/**
 * What Verify Otp needs to be whole again after a reload (GET /v1/customer/phone-by-session).
 * A lender that answers only the phone gets today's behaviour: terms taken as accepted, no
 * referral code box, a customer login.
 */
export interface SessionPhoneOutput {
  phone: string;
  tncId: string | null;
  tncLink: string | null;
  tncAccepted: boolean;
  showReferrerCode: boolean;
  /** Set when the session belongs to a guarantor's login: resend and verify go to /v1/guarantor. */
  guarantorId: string | null;
}

/**
 * What the login's verify and resend send besides the code (the otp child's `request` on Verify
 * Otp): a guarantor's login goes to /v1/guarantor, a customer's to the session.
 */
export type LoginOtpRequest = {
  sessionId: string;
  /** Sent only when the referral code box is shown. */
  referrerCode: string | null;
  /** Sent only when the terms were not accepted before and the box is checked. */
  tncId: string | null;
  guarantorId: string | null;
};

export interface VerifyOtpOutput extends LoginAuth {
  onBoardingType: string | null;
}

export interface AuthorizedInput {
  auth: LoginAuth;
}

export interface TrackLoginFailureParams {
  reason: string;
  guarantor: boolean;
}
