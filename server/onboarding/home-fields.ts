import type { Database } from 'better-sqlite3';
import { getOnboardingState } from '../db/onboarding.ts';
import { openCommentCount } from './identity/discrepancy.ts';

/** The §3 home fields onboarding owns (docs/api-contract.md, "Home, flags, summary after onboarding"). */
export function onboardingHomeFields(db: Database, applicationId: string) {
  const state = getOnboardingState(db, applicationId);
  return {
    isServiceable: state.serviceable === null ? null : state.serviceable === 1,
    skipVideoVerification: state.skip_video_verification === 1,
    videoVerificationSkipAllowedByUser: state.video_skip_allowed_by_user === 1,
    videoVerified: state.video_verified === 1,
    skipBusinessRegistration: state.skip_business_registration === 1,
    videoId: state.video_id,
  };
}

/** Home's commentsAvailable: the lender left comments on the identity documents still to answer. */
export function commentsAvailable(db: Database, applicationId: string): boolean {
  return openCommentCount(db, applicationId) > 0;
}
