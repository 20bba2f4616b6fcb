import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The cards journey's screen (§2 /cards "My Cards"; issue 32, ADR 051), written once: the `ready`
// state of the `cards` chart draws it, whatever it is doing (setting a PIN, locking, a control in flight).

export const CARDS_SCREENS = {
  myCards: { name: 'MyCards', path: '/cards', layout: 'Home', title: 'My cards', meta: { displayName: 'My Cards' } },
} as const satisfies ScreenTable;

export const CARDS_PATHS = pathsOf(CARDS_SCREENS);
