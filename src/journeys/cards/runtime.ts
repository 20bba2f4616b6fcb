import type { Actor } from 'xstate';
import { CARDS_SCREENS } from '../../../machines/cards/screens.ts';
import { stateOfPath } from '../../../machines/routing/screen-table.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec, JourneyWhere } from '../runtime/spec.ts';
import { provideCards, type CardsLogic } from './provide.ts';

// The cards actor in the one runtime (ADR 034): created when a signed-in customer opens My Cards,
// stopped when they leave. Nothing of it is kept: coming back (or a reload) reads the cards afresh,
// and a PIN half-typed is gone.

export type CardsActorRef = Actor<CardsLogic>;

/** A signed-in customer (not a guarantor): whose cards these are. */
const isCustomer = (session: JourneyWhere['session']) =>
  session.matches('loggedIn') && !session.matches({ loggedIn: 'guarantor' });

export const cardsRuntime: JourneySpec<CardsLogic> = {
  id: 'cards',
  key: ({ session, pathname }) =>
    isCustomer(session) && stateOfPath(CARDS_SCREENS, pathname) !== null
      ? `cards:${session.context.phone ?? ''}`
      : null,
  logic: () => provideCards(apiClient),
};
