import { apiBaseUrl } from '../api/config.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { publishErrorPopup } from '../api/error-popups.ts';
import { performLogout } from '../lib/logout.ts';
import { noteSignedOut } from '../lib/signed-out-notice.ts';
import { storage } from '../lib/storage.ts';

let unauthorizedHandler: (() => void) | null = null;

/**
 * Who hears a 401. The session provider routes it to the session actor (UNAUTHORIZED → logout
 * sequence); until it mounts, and after it unmounts, the logout sequence runs directly.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/**
 * The app's one configured API client. Journey actors receive it through `.provide()`;
 * screens never call it. Its error handler is wired to the §4 logout on 401, to the
 * popup host for other errors, and to storage for the §8 "the code is stored" rule.
 */
export const apiClient: ApiClient = createApiClient({
  baseUrl: apiBaseUrl(),
  getAuthorization: () => storage.get('token'),
  getPhone: () => storage.get('phone'),
  onUnauthorized: () => {
    // The login screen this ends on says why the user is there.
    noteSignedOut();
    if (unauthorizedHandler) unauthorizedHandler();
    else performLogout();
  },
  onErrorPopup: publishErrorPopup,
  onErrorCode: (code) => storage.set('lastErrorCode', code),
});
