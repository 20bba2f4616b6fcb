import type { SandboxJourney } from '../kit/journey.ts';
import { mandateRoutes } from './routes.ts';
import { mandateControlRoutes } from './control.ts';

/** The repayment mandate and bank transfers. Its tables shipped in the agreement's version 8. */
export const mandateJourney: SandboxJourney = {
  name: 'mandate',
  routes: [mandateRoutes],
  controlRoutes: [mandateControlRoutes],
};
