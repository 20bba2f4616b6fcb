import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { startReferral } from '../../api/referral/start-referral.ts';
import { createSession } from '../../api/session/create-session.ts';
import { buildSessionPayload } from '../../api/session/payload.ts';
import { describeDevice, type NavigatorLike } from '../../lib/device.ts';
import { FALLBACK_LOCATION, currentLocation, type Coordinates } from '../../lib/geolocation.ts';
import type { HomeBundle, ReferralStarted, UtmValues } from '../../../machines/session/session.machine.ts';

// The real API actors of the app's session (ADR 037; the login journey's are in
// src/journeys/login/actors.ts). The chart declares them by name and never sees the client; the
// app provides these with `.provide({ actors })`. The calls only a signed-in session makes are
// imported on first use: the login route does not load them.
export const signedInCalls = () => import('./signed-in-calls.ts');

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
