export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** §3: the fixed coordinate sent when the browser gives no position. */
export const FALLBACK_LOCATION: Coordinates = { latitude: 19.076, longitude: 72.8777 };

/** §9 geolocation timeout. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/**
 * §7/§8: high accuracy, no cache, 5 s; any failure resolves null so the flow
 * continues without location instead of failing.
 */
export function currentLocation(
  geolocation: GeolocationLike | undefined = globalThis.navigator?.geolocation,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<Coordinates | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        () => resolve(null),
        { enableHighAccuracy: true, maximumAge: 0, timeout: timeoutMs },
      );
    } catch {
      resolve(null);
    }
  });
}
