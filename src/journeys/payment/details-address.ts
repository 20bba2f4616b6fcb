import { PAYMENT_SCREENS } from '../../../machines/payment/screens.ts';
import { matchPath } from '../../../machines/routing/paths.ts';
import { addressesOf } from '../../../machines/routing/screen-places.ts';

const DETAILS = addressesOf(PAYMENT_SCREENS.details).map(({ path }) => path);

/**
 * The payment a link to transaction-details names (the dashboard's recent payments): shown as it
 * is, not resumed. The processing fee's details share its result's address, so it has none.
 */
export function detailsIdOf(pathname: string, search: string): string | null {
  if (!DETAILS.some((pattern) => matchPath(pattern, pathname) !== null)) return null;
  return new URLSearchParams(search).get('transactionId');
}
