import type { ApiClient } from '../../api/client.ts';
import { getApplicationSummary } from '../../api/application/get-application-summary.ts';
import { postConsentStatus } from '../../api/consent/consent-status.ts';
import { combinedToken } from '../../api/customer/login.ts';
import { logout } from '../../api/customer/logout.ts';
import { getFlags, getHome } from '../../api/home/get-home.ts';
import type { AuthorizedInput } from '../../../machines/session/signed-out.ts';
import type { HomeBundle } from '../../../machines/session/session.machine.ts';

// The session's calls that only a verified OTP (or a stored login) makes: the login island
// imports them on first use (src/journeys/session/actors.ts), so the schemas of home, flags and
// the application summary are not part of the login route's initial JS (ADR 010).

/** The dashboard shows its own error with Retry; a 401 still ends the session. */
export async function loadHomeBundle(client: ApiClient): Promise<HomeBundle> {
  const [home, flags] = await Promise.all([
    getHome(client, { errors: 'hidden' }),
    getFlags(client, { errors: 'hidden' }),
  ]);
  const summary = await getApplicationSummary(client, { applicationId: home.application.id }, { errors: 'hidden' });
  return { home, flags, summary };
}

/** The user is leaving whatever the server says, so its answer is the caller's alone. */
export async function endSession(client: ApiClient): Promise<void> {
  await logout(client, { errors: 'caller' });
}

/** §4: WhatsApp consent after a first login; the token is not stored yet, so it travels with the call. */
export async function recordWhatsappConsent(client: ApiClient, auth: AuthorizedInput['auth']): Promise<void> {
  await postConsentStatus(
    client,
    { consentType: 'WHATSAPP', status: 'granted' },
    { errors: 'caller', authorization: combinedToken(auth) },
  );
}

/** Home before the redirect target (§4), with the login's own token. */
export function loadHomeAs(client: ApiClient, auth: AuthorizedInput['auth']): Promise<unknown> {
  return getHome(client, { errors: 'caller', authorization: combinedToken(auth) });
}
