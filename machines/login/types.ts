import type { LoginAuth } from '../session/signed-out.ts';

// What the login journey asks of its API actors (the app's: src/journeys/login/actors.ts). What it
// takes from the session and gives back is the session's contract (machines/session/signed-out.ts).
export type { AuthorizedInput, Landing, LoginAuth, LoginInput, LoginOutput } from '../session/signed-out.ts';

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

export interface TrackLoginFailureParams {
  reason: string;
  guarantor: boolean;
}
