import type { Landing } from '../login/types.ts';
import { toQueryString } from '../routing/paths.ts';

// Where a finished login sends the user (§4 Customer login, ADR 004). The session's logged-in
// state hands the address bar over to it (machines/routing.ts hand-over routes), so the landing
// follows the state like every other URL. tests/routes/machine-routes.test.ts checks each fixed
// address against the route table's named route.

export const LANDING_PATHS = {
  /** Signup: the referral flow. */
  signup: '/signup',
  /** Loan Information: the guarantor journey's entry. */
  guarantor: '/loan-info',
  dashboard: '/dashboard',
} as const satisfies Record<Exclude<Landing['kind'], 'redirect'>, string>;

/**
 * The address of a landing. A redirect lands on the route its name resolves to (`redirectPath`,
 * resolved by the app, which knows the route table), with the rest of the login's query; a name
 * that resolves to nothing lands on the dashboard.
 */
export function landingUrl(landing: Landing, redirectPath: string | null): string {
  if (landing.kind !== 'redirect') return LANDING_PATHS[landing.kind];
  return redirectPath ? `${redirectPath}${toQueryString(Object.entries(landing.query))}` : LANDING_PATHS.dashboard;
}
