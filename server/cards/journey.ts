import type { SandboxJourney } from '../kit/journey.ts';
import { cardRoutes } from './routes.ts';
import { cardControlRoutes } from './control.ts';
import { cardMigrations } from './migrations.ts';

/** Cards on the credit line (issue 32): PIN, lock and unlock, RBI channel controls. */
export const cardsJourney: SandboxJourney = {
  name: 'cards',
  routes: [cardRoutes],
  controlRoutes: [cardControlRoutes],
  migrations: cardMigrations,
};
