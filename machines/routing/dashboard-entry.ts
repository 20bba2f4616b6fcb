import { DASHBOARD_SCREENS } from '../dashboard/screens.ts';

/**
 * The dashboard's address, where a signed-in customer lands and a hand-over with nowhere else to go
 * ends, read off its screen table. A module of its own, like the guarantor's entry: the login route's
 * landing needs this one address, not the other journeys' tables screen-addresses.ts reads (ADR 010).
 */
export const DASHBOARD_ENTRY = DASHBOARD_SCREENS.dashboard.path;
