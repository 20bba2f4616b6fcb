import type { DeviceInfo } from '../../lib/device.ts';
import { FALLBACK_LOCATION, type Coordinates } from '../../lib/geolocation.ts';
import type { UtmParameters } from '../../lib/utm.ts';
import type { SessionCreateRequest } from './schemas.ts';

/** §9 onboarding flow label for the web journey. */
export const ONBOARDING_FLOW = 'WEB LONG';

export interface SessionPayloadInput {
  device: DeviceInfo;
  /** null when geolocation failed or was refused. */
  location: Coordinates | null;
  utm: UtmParameters;
}

/** §3 session create payload with the fixed values a web session sends. */
export function buildSessionPayload(input: SessionPayloadInput): SessionCreateRequest {
  return {
    device: input.device,
    location: input.location ?? FALLBACK_LOCATION,
    source: 'web',
    utmParameters: { ...input.utm, channel: 'web' },
    onBoardingFlow: ONBOARDING_FLOW,
  };
}
