import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The offers-and-terms journey's screens (issue 32, ADR 033), written once: the customer's current
// offers (§2 /offers in the Home layout) and the terms they accepted. §2 names Tnc but gives it no
// address; /terms in the Home layout is ours (docs/adding-a-journey.md). Every signed-in customer
// may read both, whatever the application's status, so the journey takes no status over.

export const OFFERS_AND_TERMS_SCREENS = {
  offers: { name: 'Offers', path: '/offers', layout: 'Home', title: 'Your offers' },
  terms: { name: 'Tnc', path: '/terms', layout: 'Home', title: 'Terms you accepted' },
} as const satisfies ScreenTable;

export const OFFERS_AND_TERMS_PATHS = pathsOf(OFFERS_AND_TERMS_SCREENS);

export type OffersAndTermsPage = keyof typeof OFFERS_AND_TERMS_SCREENS;
