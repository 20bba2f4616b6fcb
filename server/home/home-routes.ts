import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { notFound } from '../kit/errors.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { findApplicationOfCustomer } from '../db/customers.ts';
import { bannerButtonText, loginVariant, welcomeReward } from '../application/home-rules.ts';
import { commentsAvailable, onboardingHomeFields } from '../onboarding/home-fields.ts';
import { agreementHomeFields } from '../agreement/home-fields.ts';
import { processingFeeDetails } from '../payment/home-fields.ts';
import { ediDetails } from '../edi/home-fields.ts';
import { welcomeRewardEarned } from '../rewards/home-fields.ts';
import { referAndEarnTncLink } from '../refer-and-earn/home-fields.ts';

// GET /v1/home: the lender's summary of the application across its journeys (§3), each journey's
// part read from its own home-fields.ts; and the flags home reads before it.
export function homeRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/home', requireCustomer(deps), (c) => {
    const { customer } = c.get('auth');
    const application = findApplicationOfCustomer(deps.db, customer.id);
    if (!application) throw notFound('This customer has no application.');
    const agreement = agreementHomeFields(deps, application.id, deps.now(), new URL(c.req.url).origin);
    return c.json({
      application: {
        id: application.id,
        status: { value: application.status, bannerButtonText: bannerButtonText(application) },
        subStatus: application.sub_status,
        nextAction: application.next_action,
        mandateRegistered: application.mandate_registered === 1,
        digiLockerVerified: application.digilocker_verified === 1,
        latestLoanId: application.latest_loan_id,
        bankInfo: application.ifsc_code ? { ifscCode: application.ifsc_code } : null,
        applicationRejected: application.application_rejected === 1,
      },
      customer: { uuid: customer.id },
      ...onboardingHomeFields(deps.db, application.id),
      skipBusinessProfileInReferral: false,
      showHigherLimitBanner: false,
      bestApprovedAmount: application.best_approved_amount,
      percentCompleted: application.percent_completed,
      partners: [],
      creditAccountInfo: agreement.creditAccountInfo,
      commentsAvailable: commentsAvailable(deps.db, application.id),
      webApprovalBuySectionImage: null,
      webRejectionBuySectionImage: null,
      referAndEarnTncLink: referAndEarnTncLink(deps.db, customer.id),
      cards: [],
      esignUrl: agreement.esignUrl,
      processingFeeDetails: processingFeeDetails(deps.db, customer.id),
      guarantorDetails: null,
      ediDetails: ediDetails(deps.db, customer.id),
      welcomeRewardEarned: welcomeRewardEarned(deps.db, customer, deps.now()),
    });
  });

  routes.get('/v1/home/flags', requireCustomer(deps), (c) => {
    const { customer } = c.get('auth');
    return c.json({
      variantConfig: { loginVariant: loginVariant(customer) },
      customerKycRequired: customer.customer_kyc_required === 1,
      welcomeRewards: welcomeReward(customer),
      businessAddressPresent: customer.business_address_present === 1,
      skipGst: customer.skip_gst === 1,
    });
  });
  return routes;
}
