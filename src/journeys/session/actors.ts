import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { login, resendOtp, verifyOtp } from '../../api/customer/login.ts';
import { getPhoneBySession } from '../../api/customer/phone-by-session.ts';
import { guarantorLogin, guarantorResendOtp, guarantorVerifyOtp } from '../../api/guarantor/login.ts';
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
import { provideOtp } from '../../../machines/kit/otp.machine.ts';
import type { OtpRequest, OtpResendInput, OtpResent, OtpVerifyInput } from '../../../machines/kit/otp.machine.ts';
import type { HomeBundle, ReferralStarted, UtmValues } from '../../../machines/session/session.machine.ts';

// The real API actors of the session and login journeys. Machines declare them by name and
// never see the client; the app provides these with `.provide({ actors })`. The calls only a
// signed-in session makes are imported on first use: the login route does not load them.
const signedInCalls = () => import('./signed-in-calls.ts');

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
    loadHome: fromPromise<HomeBundle, void>(async () => (await signedInCalls()).loadHomeBundle(client)),
    logout: fromPromise<void, void>(async () => (await signedInCalls()).endSession(client)),
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
