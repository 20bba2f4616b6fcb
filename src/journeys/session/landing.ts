import type { Landing } from '../../../machines/login/login.machine.ts';
import { NAMED_ROUTES } from '../../routes/named-routes.ts';
import { pathForName } from '../../routes/route-lookup.ts';
import { toQueryString } from '../../routes/guard.ts';

const DASHBOARD = '/dashboard';

/** The address of the one navigation after login (ADR 004). An unknown redirect name goes to the dashboard. */
export function landingPath(landing: Landing): string {
  switch (landing.kind) {
    case 'signup':
      return pathForName(NAMED_ROUTES.signup) ?? '/signup';
    case 'guarantor':
      return pathForName(NAMED_ROUTES.loanInformation) ?? '/loan-info';
    case 'dashboard':
      return DASHBOARD;
    case 'redirect': {
      const path = pathForName(landing.routeName);
      return path ? `${path}${toQueryString(Object.entries(landing.query))}` : DASHBOARD;
    }
  }
}
