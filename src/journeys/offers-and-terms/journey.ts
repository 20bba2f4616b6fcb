import { OFFERS_AND_TERMS_SCREENS } from '../../../machines/offers-and-terms/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The customer's offers and the terms they accepted (issue 32), declared once (ADR 033): the
// worked example of docs/adding-a-journey.md.
export const offersAndTermsJourney = defineJourney({
  id: 'offers-and-terms',
  screens: OFFERS_AND_TERMS_SCREENS,
  runtime: async () => (await import('./runtime.ts')).offersAndTermsRuntime,
  components: {
    Offers: () => import('./screens/Offers.tsx'),
    Tnc: () => import('./screens/Tnc.tsx'),
  },
});
