import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { login, resendOtp, verifyOtp } from '../../api/customer/login.ts';
import { getPhoneBySession } from '../../api/customer/phone-by-session.ts';
import { guarantorLogin, guarantorResendOtp, guarantorVerifyOtp } from '../../api/guarantor/login.ts';
import { decodeToken } from '../../lib/jwt.ts';
import { track } from '../../lib/analytics.ts';
import type {
  AuthorizedInput,
  LoginOtpRequest,
  SendOtpInput,
  SendOtpOutput,
  SessionPhoneOutput,
  VerifyOtpOutput,
} from '../../../machines/login/login.machine.ts';
import { provideOtp } from '../../../machines/kit/otp.machine.ts';
import type { OtpRequest, OtpResendInput, OtpResent, OtpVerifyInput } from '../../../machines/kit/otp.machine.ts';
import { signedInCalls } from '../session/actors.ts';

// The real API actors of the login journey. The chart declares them by name and never sees the
// client; the app provides these with `.provide({ actors })`. Consent and home, which need the
// verified token, are the session's signed-in calls, imported on first use.

/** The login's request (otpRequestOf in the login machine) as the otp child hands it back. */
function loginOtpRequestOf(request: OtpRequest): LoginOtpRequest {
  return {
    sessionId: request['sessionId'] ?? '',
    referrerCode: request['referrerCode'] ?? null,
    tncId: request['tncId'] ?? null,
    guarantorId: request['guarantorId'] ?? null,
  };
}

/** Verify and resend of the login's otp child: a guarantor's login goes to /v1/guarantor. */
export function createLoginOtpActors(client: ApiClient) {
  return {
    resend: fromPromise<OtpResent, OtpResendInput>(async ({ input }) => {
      const { sessionId, guarantorId } = loginOtpRequestOf(input.request);
      const answer = guarantorId
        ? await guarantorResendOtp(client, { guarantorId })
        : await resendOtp(client, { sessionId });
      return { retryAfterSeconds: answer.retryAfterSeconds };
    }),
    verify: fromPromise<VerifyOtpOutput, OtpVerifyInput>(async ({ input }) => {
      const { sessionId, referrerCode, tncId, guarantorId } = loginOtpRequestOf(input.request);
      const answer = guarantorId
        ? await guarantorVerifyOtp(client, { guarantorId, otp: input.otp, ...(tncId ? { tncId } : {}) })
        : await verifyOtp(client, {
            otp: input.otp,
            sessionId,
            ...(referrerCode ? { referrerCode } : {}),
            ...(tncId ? { tncId } : {}),
          });
      // §3 Ref_code: a sign-up that came with someone's referral code (refer and earn, ADR 055).
      if (referrerCode) track('referral_signup', { Ref_code: referrerCode });
      return { ...answer, onBoardingType: decodeToken(answer.accessToken)?.onBoardingType ?? null };
    }),
  };
}

export function createLoginActors(client: ApiClient) {
  return {
    // A lender that answers only the phone: terms taken as accepted, no referral box, a customer.
    phoneBySession: fromPromise<SessionPhoneOutput, { sessionId: string }>(async ({ input }) => {
      const answer = await getPhoneBySession(client, input);
      return {
        phone: answer.phone,
        tncId: answer.tncId ?? null,
        tncLink: answer.tncLink ?? null,
        tncAccepted: answer.tncAccepted ?? true,
        showReferrerCode: answer.showReferrerCode ?? false,
        guarantorId: answer.guarantorId ?? null,
      };
    }),
    sendOtp: fromPromise<SendOtpOutput, SendOtpInput>(async ({ input }) => {
      if (input.guarantor) {
        const answer = await guarantorLogin(client, { phoneNumber: input.phone, sessionId: input.sessionId });
        return {
          tncId: answer.tncId ?? null,
          tncLink: answer.tncLink ?? null,
          tncAccepted: answer.tncAccepted,
          showReferrerCode: false,
          guarantorId: answer.guarantorId,
        };
      }
      const answer = await login(client, {
        phone: input.phone,
        sessionId: input.sessionId,
        ...(input.referrerCode ? { referrerCode: input.referrerCode } : {}),
      });
      return { ...answer, guarantorId: null };
    }),
    // Verify Otp's chart, with the login's own verify and resend.
    otp: provideOtp(createLoginOtpActors(client)),
    // The machine ignores a failed consent.
    recordConsent: fromPromise<void, AuthorizedInput>(async ({ input }) =>
      (await signedInCalls()).recordWhatsappConsent(client, input.auth),
    ),
    loadHome: fromPromise<unknown, AuthorizedInput>(async ({ input }) =>
      (await signedInCalls()).loadHomeAs(client, input.auth),
    ),
  };
}
