import type { Landing } from './signed-out.ts';
import { DASHBOARD_ENTRY } from '../routing/dashboard-entry.ts';
import { GUARANTOR_ENTRY } from '../routing/guarantor-entry.ts';
import { toQueryString } from '../routing/paths.ts';

// Where a finished login sends the user (§4 Customer login, ADR 004). The session's logged-in
// state hands the address bar over to it (machines/routing.ts hand-over routes), so the landing
// follows the state like every other URL. tests/routes/machine-routes.test.ts checks each fixed
// address against the route table's named route.

export const LANDING_PATHS = {
  /** Signup: the referral flow. */
  signup: '/signup',
  /** Loan Information: the guarantor journey's entry. */
  guarantor: GUARANTOR_ENTRY,
  dashboard: DASHBOARD_ENTRY,
} as const satisfies Record<Exclude<Landing['kind'], 'redirect'>, string>;

/**
 * The address of a landing. A redirect lands on the route its name resolves to (`redirectPath`,
 * resolved by the app, which knows the route table), with the address's query as the app read it
 * (`redirectQuery`: the deep link's own, e.g. /credit-statement's ?from=), else the §2 parameters
 * the login read; a name that resolves to nothing lands on the dashboard.
 */
export function landingUrl(
  landing: Landing,
  redirectPath: string | null,
  redirectQuery?: Readonly<Record<string, string>>,
): string {
  if (landing.kind !== 'redirect') return LANDING_PATHS[landing.kind];
  if (!redirectPath) return LANDING_PATHS.dashboard;
  return `${redirectPath}${toQueryString(Object.entries(redirectQuery ?? landing.query))}`;
}
