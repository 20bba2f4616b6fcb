import type { ApplicationRow, CustomerRow } from '../db/customers.ts';
import { DEFAULT_LOGIN_VARIANT, findMarketplace } from '../marketplaces/catalog.ts';

/** The sandbox's own business rules; docs/sandbox.md states them in words. */

const offerStatuses = new Set(['approved', 'offerSelected']);
const mandateStatuses = new Set(['emandatePending', 'emandateFailed', 'nachDownloaded', 'nachUploaded']);
const lenderReviewStatuses = new Set(['croReview', 'nbfcApproved', 'opsApproved', 'readyForOps', 'emandateRegistered']);

export function bannerButtonText(application: ApplicationRow): string {
  if (application.application_rejected === 1) return 'View details';
  if (offerStatuses.has(application.status)) return 'View your offer';
  if (mandateStatuses.has(application.status)) return 'Set up repayment';
  if (lenderReviewStatuses.has(application.status)) return 'Track application';
  return 'Complete application';
}

export const WELCOME_REWARD_POINTS = 500;

/** Joining with a referrer code earns the welcome reward. */
export function welcomeReward(customer: CustomerRow): { points: number; title: string } | null {
  if (!customer.referrer_code) return null;
  return { points: WELCOME_REWARD_POINTS, title: `Welcome reward for joining with code ${customer.referrer_code}` };
}

export function loginVariant(customer: CustomerRow): string {
  const marketplace = customer.marketplace_name ? findMarketplace(customer.marketplace_name) : undefined;
  return marketplace?.loginVariant ?? DEFAULT_LOGIN_VARIANT;
}
