// What the otp child takes from the journey that invokes it, and what it asks of the verify and
// resend calls that journey provides (`otpMachine.provide({ actors: { verify, resend } })`).

/**
 * What the parent's calls need besides the code (a session, a request id, an Aadhaar number):
 * opaque to the child, which hands it to verify and resend as it is.
 */
export type OtpRequest = Readonly<Record<string, string | null>>;

/**
 * Where a failed verify or resend is shown: under the boxes (`code`, as on Verify Otp) or in
 * the alert above the form (`alert`, as on the identity steps). A failure the app pinned to the
 * OTP field (a FieldProblem for `otp`) always goes under the boxes.
 */
export type OtpCallErrors = 'code' | 'alert';

export interface OtpInput {
  request: OtpRequest;
  /** Where the code went, as the screen may say it (a masked number); null when unknown. */
  sentTo?: string | null;
  /** Why the code may not be verified yet (a box the parent shows is unticked); null when it may. */
  hold?: string | null;
  callErrors?: OtpCallErrors;
  /** Shown instead of every failed call's own words (§8: the GST portal's never reach the screen). */
  callErrorMessage?: string | null;
}

export interface OtpVerifyInput {
  otp: string;
  request: OtpRequest;
}

export interface OtpResendInput {
  request: OtpRequest;
}

/** What a new code brings: the wait before the next (default 30 s), and where it went or its new request id. */
export interface OtpResent {
  retryAfterSeconds?: number;
  sentTo?: string | null;
  request?: OtpRequest;
}

/** The parent's own news for the child: its part of the request, and whether to hold the code. */
export interface OtpRequestChanged {
  type: 'REQUEST_CHANGED';
  request: OtpRequest;
  hold: string | null;
}

/** Sent to the parent on every code the lender refused (login tracks each failure, §4). */
export interface OtpRejected {
  type: 'OTP_REJECTED';
  message: string;
}
