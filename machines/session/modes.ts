// §1 modes, decided in one place. The session machine calls this when it starts and again when
// a login brings a new token, so no screen or action re-derives a mode on its own.

export interface StoredSession {
  /** The combined "<tokenType> <accessToken>" string. */
  token: string | null;
  phone: string | null;
  sessionId: string | null;
  /** The stored token's decoded onBoardingType ('direct' | 'referral'), when readable. */
  onBoardingType: string | null;
  isReferralFlow: boolean;
  isWebView: boolean;
  /** The stored token's decoded isGuarantor: a guarantor, not an applicant, is logged in. */
  guarantor: boolean;
}

export interface SessionModes {
  /** Inside a mobile app's web view (the /web-view handoff marked it). */
  webView: boolean;
  /** Inside the generic native wrapper (window.saakhNativeWrapper). */
  nativeWrapper: boolean;
  /** Referral onboarding: token onBoardingType is referral, or the stored isReferralFlow flag. */
  referral: boolean;
  /** A guarantor is logged in: applicant data (home, flags, summary) is not theirs to load. */
  guarantor: boolean;
}

export interface ModesInput {
  stored: Pick<StoredSession, 'onBoardingType' | 'isReferralFlow' | 'isWebView' | 'guarantor'>;
  nativeWrapper: boolean;
}

export function decideModes(input: ModesInput): SessionModes {
  return {
    webView: input.stored.isWebView,
    nativeWrapper: input.nativeWrapper,
    referral: input.stored.onBoardingType === 'referral' || input.stored.isReferralFlow,
    guarantor: input.stored.guarantor,
  };
}
