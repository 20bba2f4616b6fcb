// A generic native app wrapper (§4) hosts the web app and already holds the user's
// session. It announces itself by defining `window.saakhNativeWrapper` before the page script
// runs, with the combined "<tokenType> <accessToken>" string and the phone. The guard copies
// both into storage, so the API client and the logged-in test see them like any login.

export interface NativeWrapperCredentials {
  token: string | null;
  phone: string | null;
}

declare global {
  interface Window {
    saakhNativeWrapper?: { token?: unknown; phone?: unknown };
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** null when the app is not running inside the wrapper. */
export function readNativeWrapper(
  target: Pick<Window, 'saakhNativeWrapper'> | undefined,
): NativeWrapperCredentials | null {
  const wrapper = target?.saakhNativeWrapper;
  if (!wrapper || typeof wrapper !== 'object') return null;
  return { token: text(wrapper.token), phone: text(wrapper.phone) };
}
