import { CARDS_SCREENS } from '../../../machines/cards/screens.ts';
import { defineJourney } from '../define-journey.ts';

// My Cards (§2 /cards; issue 32, ADR 051), declared once (ADR 033); the page loads on demand.
export const cardsJourney = defineJourney({
  id: 'cards',
  screens: CARDS_SCREENS,
  components: { MyCards: () => import('./screens/MyCards.tsx') },
  runtime: async () => (await import('./runtime.ts')).cardsRuntime,
});
