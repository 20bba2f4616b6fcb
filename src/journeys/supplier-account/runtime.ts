import type { Actor } from 'xstate';
import { SUPPLIER_ACCOUNT_SCREENS } from '../../../machines/supplier-account/screens.ts';
import type { SupplierAccountInput } from '../../../machines/supplier-account/types.ts';
import { matchPath } from '../../../machines/routing/paths.ts';
import { stateOfPath } from '../../../machines/routing/screen-table.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { provideSupplierAccount, type SupplierAccountLogic } from './provide.ts';

// The supplier page's actor (ADR 047): one per supplier (or every supplier's together) while the
// customer moves between its screens; a new one for another supplier, and once a hand-over (Pay,
// an approved request) ended the last.

export type SupplierAccountActorRef = Actor<SupplierAccountLogic>;

/** The screen and supplier an address names (null: not one of the supplier page's). */
export function placeOf(pathname: string): Omit<SupplierAccountInput, 'dueId'> | null {
  const place = stateOfPath(SUPPLIER_ACCOUNT_SCREENS, pathname);
  if (place === null) return null;
  const params = matchPath(SUPPLIER_ACCOUNT_SCREENS[place].path, pathname);
  return { place, supplierId: params?.['id'] ?? null };
}

export const supplierAccountJourney: JourneySpec<SupplierAccountLogic> = {
  id: 'supplierAccount',
  key({ pathname, session }) {
    if (!session.matches('loggedIn')) return null;
    const place = placeOf(pathname);
    return place === null ? undefined : `supplier:${place.supplierId ?? ''}`;
  },
  logic: () => provideSupplierAccount(apiClient),
  input({ entry }): SupplierAccountInput {
    const place = placeOf(entry.pathname) ?? { place: 'parent', supplierId: null };
    return { ...place, dueId: new URLSearchParams(entry.search).get('transactionId') };
  },
  over: (snapshot) => snapshot.status !== 'active',
  // Pay and Approve are the customer's choice: Back from the payment or the spend returns here.
  handOver: 'push',
};
