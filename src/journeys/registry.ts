import type { ScreenSpec, ScreenTable } from '../../machines/routing/screen-table.ts';
import type { ScreenLoader, FrameLoader } from './define-journey.ts';
import { agreementJourney } from './agreement/journey.ts';
import { cardsJourney } from './cards/journey.ts';
import { dashboardJourney } from './dashboard/journey.ts';
import { ediJourney } from './edi/journey.ts';
import { guarantorJourney } from './guarantor/journey.ts';
import { loginJourney } from './login/journey.ts';
import { mandateJourney } from './mandate/journey.ts';
import { offersAndTermsJourney } from './offers-and-terms/journey.ts';
import { settingsJourney } from './settings/journey.ts';
import { postApprovalJourney } from './post-approval/journey.ts';
import { onboardingJourney } from './onboarding/journey.ts';
import { paymentJourney } from './payment/journey.ts';
import { purchaseJourney } from './purchase/journey.ts';
import { rewardsJourney } from './rewards/journey.ts';
import { referAndEarnJourney } from './refer-and-earn/journey.ts';
import { statementJourney } from './statement/journey.ts';
import { supplierAccountJourney } from './supplier-account/journey.ts';
import { profileJourney } from './profile/journey.ts';

// THE list of declared journeys (ADR 033): adding a journey is one line here. The route table's
// screens, the screen registry, the page titles, the status table's lines and the journey maps
// are all derived from these declarations.
export const JOURNEYS = [
  mandateJourney,
  postApprovalJourney,
  agreementJourney,
  guarantorJourney,
  offersAndTermsJourney,
  settingsJourney,
  statementJourney,
  onboardingJourney,
  loginJourney,
  dashboardJourney,
  paymentJourney,
  purchaseJourney,
  supplierAccountJourney,
  ediJourney,
  cardsJourney,
  profileJourney,
  rewardsJourney,
  referAndEarnJourney,
] as const;

type Declared = (typeof JOURNEYS)[number];

type NamesOf<J> = J extends { readonly screens: infer T extends ScreenTable } ? T[keyof T]['name'] : never;

/** The name of every screen a journey declares. */
export type DeclaredScreenName = NamesOf<Declared>;

/** One declared screen, with the journey that declares it and the component that draws it. */
export interface DeclaredScreen {
  readonly journey: string;
  /** The state of the journey's machine the screen is. */
  readonly state: string;
  readonly spec: ScreenSpec & { readonly name: DeclaredScreenName };
  readonly component: ScreenLoader;
  readonly frame?: FrameLoader;
}

/** Every declared screen, in the journeys' order and each table's. */
export const DECLARED_SCREENS: readonly DeclaredScreen[] = JOURNEYS.flatMap((journey) =>
  Object.entries(journey.screens as Readonly<Record<string, ScreenSpec & { name: DeclaredScreenName }>>).map(
    ([state, spec]) => ({
      journey: journey.id,
      state,
      spec,
      component: (journey.components as Readonly<Record<string, ScreenLoader>>)[spec.name] as ScreenLoader,
      ...('frame' in journey && { frame: journey.frame }),
    }),
  ),
);
