import type { SandboxJourney } from './kit/journey.ts';
import { schemaHistory } from './db/migrations.ts';
import { applicationMigrations } from './application/migrations.ts';
import { otpMigrations } from './otp/migrations.ts';
import { ledgerMigrations } from './ledger/migrations.ts';
import { providerMigrations } from './providers/migrations.ts';
import { loginJourney } from './login/journey.ts';
import { marketplacesPart } from './marketplaces/journey.ts';
import { dashboardJourney } from './dashboard/journey.ts';
import { guarantorJourney } from './guarantor/journey.ts';
import { termsPart } from './terms/journey.ts';
import { onboardingJourney } from './onboarding/journey.ts';
import { postApprovalJourney } from './post-approval/journey.ts';
import { mandateJourney } from './mandate/journey.ts';
import { agreementJourney } from './agreement/journey.ts';
import { purchaseJourney } from './purchase/journey.ts';
import { paymentJourney } from './payment/journey.ts';
import { offersAndTermsJourney } from './offers-and-terms/journey.ts';
import { ediJourney } from './edi/journey.ts';
import { cardsJourney } from './cards/journey.ts';
import { profileJourney } from './profile/journey.ts';
import { settingsJourney } from './settings/journey.ts';
import { referAndEarnJourney } from './refer-and-earn/journey.ts';
import { homePart } from './home/journey.ts';
import { rewardsJourney } from './rewards/journey.ts';

/**
 * The sandbox by journey, one line each: their routes are tried in this order (server/app.ts).
 * The dashboard and home come last: home's PATCH /v1/application/notification/:id has the shape of
 * every PATCH /v1/application/:id/<step>, which must be tried first.
 */
export const sandboxJourneys: readonly SandboxJourney[] = [
  loginJourney,
  marketplacesPart,
  guarantorJourney,
  termsPart,
  onboardingJourney,
  postApprovalJourney,
  mandateJourney,
  agreementJourney,
  purchaseJourney,
  paymentJourney,
  offersAndTermsJourney,
  ediJourney,
  cardsJourney,
  profileJourney,
  settingsJourney,
  rewardsJourney,
  referAndEarnJourney,
  dashboardJourney,
  homePart,
];

/** Every schema step, the shared folders' and the journeys', in version order. */
export const migrations = schemaHistory([
  ...applicationMigrations,
  ...otpMigrations,
  ...ledgerMigrations,
  ...providerMigrations,
  ...sandboxJourneys.flatMap((journey) => journey.migrations ?? []),
]);
