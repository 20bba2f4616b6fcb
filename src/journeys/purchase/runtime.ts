import type { Actor } from 'xstate';
import {
  purchaseMachine,
  type PurchaseEntry,
  type PurchaseInput,
} from '../../../machines/purchase/purchase.machine.ts';
import { PURCHASE_SCREENS } from '../../../machines/purchase/screens.ts';
import { stateOfPath } from '../../../machines/routing/screen-table.ts';
import { todayInIndia } from '../../../rules/statement/period.ts';
import type { ApiClient } from '../../api/client.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { createPurchaseActors } from './actors.ts';
import { spendOutcomeTracker } from './spend-analytics.ts';
import { keepPurchase, keptPurchase, purchaseRecord } from './purchase-record.ts';

// The purchase actor (ADR 040) in the one runtime (ADR 034): created while an applicant is signed in
// on a purchase address, kept while they move between its screens, replaced for another login and
// once the last spend finished. §3's marketplace purchase keeps a spend under way across a reload.

export function providePurchase(client: ApiClient) {
  return purchaseMachine.provide({ actors: createPurchaseActors(client) });
}

export type PurchaseLogic = ReturnType<typeof providePurchase>;
export type PurchaseActorRef = Actor<PurchaseLogic>;

const screenOf = (pathname: string) => stateOfPath(PURCHASE_SCREENS, pathname);

/** The screens a customer may open by address to start there; any other resumes a kept spend. */
const ENTRIES: Partial<Record<NonNullable<ReturnType<typeof screenOf>>, PurchaseEntry['kind']>> = {
  suppliers: 'suppliers',
  addSupplier: 'addSupplier',
  inviteSupplier: 'inviteSupplier',
  scan: 'scan',
};

/** Where the chart starts: a payment link (?linkId=), an entry screen, or the spend a reload left. */
export function entryOf(pathname: string, search: string, keptId: string | null): PurchaseEntry {
  const linkId = new URLSearchParams(search).get('linkId');
  if (linkId) return { kind: 'link', linkId };
  const screen = screenOf(pathname);
  const kind = screen ? ENTRIES[screen] : undefined;
  if (kind) return { kind } as PurchaseEntry;
  return keptId ? { kind: 'resume', transactionId: keptId } : { kind: 'suppliers' };
}

export const purchaseRuntime: JourneySpec<PurchaseLogic> = {
  id: 'purchase',
  key({ pathname, session }) {
    if (!session.matches('loggedIn') || session.matches({ loggedIn: 'guarantor' })) return null;
    return screenOf(pathname) === null ? undefined : `applicant:${session.context.phone ?? ''}`;
  },
  logic: () => providePurchase(apiClient),
  input({ entry }): PurchaseInput {
    const kept = keptPurchase();
    return {
      entry: entryOf(entry.pathname, entry.search, kept?.transactionId ?? null),
      keySeed: kept?.keySeed ?? crypto.randomUUID(),
      today: todayInIndia(Date.now()),
    };
  },
  over: (snapshot) => snapshot.status !== 'active',
  attach(actor) {
    const trackOutcome = spendOutcomeTracker();
    actor.subscribe((snapshot) => {
      keepPurchase(purchaseRecord(snapshot));
      trackOutcome(snapshot);
    });
  },
};
