import type { Actor } from 'xstate';
import { ediMachine, type EdiInput } from '../../../machines/edi/edi.machine.ts';
import { ediPlaceOfPath } from '../../../machines/edi/screens.ts';
import { parseTypedRupees } from '../../../rules/money/paise.ts';
import type { ApiClient } from '../../api/client.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec, JourneyWhere } from '../runtime/spec.ts';
import { createEdiActors } from './actors.ts';
import { readEdiKfsPdf } from './api/edi.ts';
import type { Paise } from '../../../rules/money/paise.ts';

// The EDI actor in the one runtime (ADR 034): created when a signed-in customer opens one of its
// pages, kept while they move between them (the choice and the quote go along), stopped when they
// leave (coming back reads the lender afresh). The choice rides in the address, so a reload keeps it.

export function provideEdi(client: ApiClient) {
  return ediMachine.provide({ actors: createEdiActors(client) });
}

export type EdiLogic = ReturnType<typeof provideEdi>;
export type EdiActorRef = Actor<EdiLogic>;

/** The address's choice is text: the amount read digit by digit into paise (never a float), the days as digits. */
function choiceIn(search: string): { amount: Paise | null; tenureDays: number | null } {
  const query = new URLSearchParams(search);
  const amount = query.get('amount');
  const days = query.get('days')?.trim() ?? '';
  return {
    amount: amount === null ? null : parseTypedRupees(amount),
    tenureDays: /^\d{1,4}$/.test(days) ? Number(days) : null,
  };
}

/** The page and the choice an address names. */
export function ediInputOf(pathname: string, search: string, keySeed: string): EdiInput {
  return { place: ediPlaceOfPath(pathname) ?? 'offer', ...choiceIn(search), keySeed };
}

/** A signed-in customer (not a guarantor): whom the EDI pages are for. */
const isCustomer = (session: JourneyWhere['session']) =>
  session.matches('loggedIn') && !session.matches({ loggedIn: 'guarantor' });

export const ediRuntime: JourneySpec<EdiLogic> = {
  id: 'edi',
  // One actor while the customer moves between the EDI pages; none anywhere else.
  key: ({ session, pathname }) =>
    isCustomer(session) && ediPlaceOfPath(pathname) !== null ? `edi:${session.context.phone ?? ''}` : null,
  logic: () => provideEdi(apiClient),
  input: ({ entry }) => ediInputOf(entry.pathname, entry.search, crypto.randomUUID()),
  // Home carries ediDetails (§3), which a request made or a status heard replaces (§4): the session
  // reads home again before the dashboard shows it.
  attach(actor, { session }) {
    let heard: string | null = null;
    actor.subscribe(({ context: { disbursement } }) => {
      const now = disbursement ? `${disbursement.id}:${disbursement.status}` : null;
      if (now === null || now === heard) return;
      heard = now;
      session.send({ type: 'APPLICATION_CHANGED' });
    });
  },
};

/**
 * The quote's KFS as the lender's PDF, fetched when the borrower asks to download it: a document to
 * keep, not a step of the journey, so the chart does not hold it (the KFS itself is in the quote).
 */
export function ediKfsPdf(quote: { amount: Paise; tenureDays: number }): Promise<Blob> {
  return readEdiKfsPdf(apiClient, quote);
}
