import { cardsMachine } from '../../../machines/cards/cards.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { createCardsActors } from './actors.ts';

/** The cards chart with its real calls. */
export function provideCards(client: ApiClient) {
  return cardsMachine.provide({ actors: createCardsActors(client) });
}

export type CardsLogic = ReturnType<typeof provideCards>;
