import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { getApplicationSummary } from '../../api/application/get-application-summary.ts';
import { postConsentStatus } from '../../api/consent/consent-status.ts';
import { combinedToken, login, resendOtp, verifyOtp } from '../../api/customer/login.ts';
import { logout } from '../../api/customer/logout.ts';
import { getPhoneBySession } from '../../api/customer/phone-by-session.ts';
import { guarantorLogin, guarantorResendOtp, guarantorVerifyOtp } from '../../api/guarantor/login.ts';
import { getFlags, getHome } from '../../api/home/get-home.ts';
import { startReferral } from '../../api/referral/start-referral.ts';
import { createSession } from '../../api/session/create-session.ts';
import { buildSessionPayload } from '../../api/session/payload.ts';
import { describeDevice, type NavigatorLike } from '../../lib/device.ts';
import { FALLBACK_LOCATION, currentLocation, type Coordinates } from '../../lib/geolocation.ts';
import { decodeToken } from '../../lib/jwt.ts';
import type {
  AuthorizedInput,
  LoginOtpRequest,
  SendOtpInput,
  SendOtpOutput,
  SessionPhoneOutput,
  VerifyOtpOutput,
} from '../../../machines/login/login.machine.ts';
import { provideOtp } from '../../../machines/otp/otp.machine.ts';
import type { OtpRequest, OtpResendInput, OtpResent, OtpVerifyInput } from '../../../machines/otp/otp.machine.ts';
import type { HomeBundle, ReferralStarted, UtmValues } from '../../../machines/session/session.machine.ts';

// The real API actors of the session and login journeys. Machines declare them by name and
// never see the client; the app provides these with `.provide({ actors })`.

export interface SessionActorEnvironment {
  /** Where device details are read from; the browser's navigator by default. */
  navigator?: NavigatorLike;
  /** §7 geolocation (5 s, high accuracy, no cache); null means "no position". */
  locate?: () => Promise<Coordinates | null>;
}

const UNKNOWN_NAVIGATOR: NavigatorLike = { userAgent: '' };

function browserNavigator(): NavigatorLike {
  return typeof navigator === 'undefined' ? UNKNOWN_NAVIGATOR : navigator;
}

export function createSessionActors(client: ApiClient, env: SessionActorEnvironment = {}) {
  const locate = env.locate ?? (() => currentLocation());
  const device = () => describeDevice(env.navigator ?? browserNavigator());

  return {
    // §8: the login screen shows the problem under the field, so no popup.
    createSession: fromPromise<{ sessionId: string }, { utm: UtmValues }>(async ({ input }) => {
      const payload = buildSessionPayload({
        device: device(),
        location: await locate(),
        utm: { ...input.utm, channel: 'web' },
      });
      const answer = await createSession(client, payload, { errors: 'caller' });
      return { sessionId: answer.sessionId };
    }),
    startReferral: fromPromise<ReferralStarted, { marketplaceName: string; callbackUrl: string; utm: UtmValues }>(
      async ({ input }) => {
        const location = (await locate()) ?? FALLBACK_LOCATION;
        const answer = await startReferral(
          client,
          {
            marketplaceInfo: { name: input.marketplaceName },
            callbackUrl: input.callbackUrl,
            source: { ...input.utm, channel: 'web' },
            location,
          },
          { errors: 'caller' },
        );
        return {
          sessionId: answer.session.sessionId,
          callbackUrl: input.callbackUrl,
          marketplaceName: input.marketplaceName,
        };
      },
    ),
    // The dashboard shows its own error with Retry; a 401 still ends the session.
    loadHome: fromPromise<HomeBundle, void>(async () => {
      const [home, flags] = await Promise.all([
        getHome(client, { errors: 'hidden' }),
        getFlags(client, { errors: 'hidden' }),
      ]);
      const summary = await getApplicationSummary(client, { applicationId: home.application.id }, { errors: 'hidden' });
      return { home, flags, summary };
    }),
    // The user is leaving whatever the server says, so its answer is the caller's alone.
    logout: fromPromise<void, void>(async () => {
      await logout(client, { errors: 'caller' });
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
    // §4: WhatsApp consent after a first login; the machine ignores failures.
    recordConsent: fromPromise<void, AuthorizedInput>(async ({ input }) => {
      await postConsentStatus(
        client,
        { consentType: 'WHATSAPP', status: 'granted' },
        { errors: 'caller', authorization: combinedToken(input.auth) },
      );
    }),
    // Before the redirect target (§4); the token is not stored yet, so it travels with the call.
    loadHome: fromPromise<unknown, AuthorizedInput>(({ input }) =>
      getHome(client, { errors: 'caller', authorization: combinedToken(input.auth) }),
    ),
  };
}

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
      return { ...answer, onBoardingType: decodeToken(answer.accessToken)?.onBoardingType ?? null };
    }),
  };
}
