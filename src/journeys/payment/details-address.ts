import { PAYMENT_SCREENS } from '../../../machines/payment/paths.ts';

/**
 * The payment a link to transaction-details names (the dashboard's recent payments): shown as it
 * is, not resumed. The processing fee's details share its result's address, so it has none.
 */
export function detailsIdOf(pathname: string, search: string): string | null {
  if (!pathname.endsWith(`/${PAYMENT_SCREENS.details}`)) return null;
  return new URLSearchParams(search).get('transactionId');
}
