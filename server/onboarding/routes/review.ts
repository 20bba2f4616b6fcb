import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import { findBusiness, onboardingRecords, setOnboardingState } from '../../db/onboarding.ts';
import { ownApplication, requireStep, writeAtStep } from '../access.ts';
import { advance, positionOf } from '../../application/advance.ts';
import { readEmptyBody } from '../empty-body.ts';
import {
  addressJson,
  businessInfoJson,
  currentAddressJson,
  documentJson,
  membershipJson,
  personalInfoJson,
  registrationJson,
} from '../present.ts';
import { decide } from '../../application/decisions.ts';
import { panHolderType } from '../../identifiers/pan-holder-type.ts';
import { findIdentityRecord } from '../../db/identity.ts';

/** The review screen's read and the submission that decides the application (§2, §7). */
export function reviewRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v2/application/:id/profile', requireCustomer(deps), (c) => {
    const { application } = ownApplication(deps, c);
    const id = application.id;
    const { state, personal, business, documents, memberships, ...addresses } = onboardingRecords(deps.db, id);
    const { currentAddress: current, aadhaarAddress: aadhaar } = addresses;
    return c.json({
      application: positionOf(application),
      personalInfo: personal ? personalInfoJson(personal) : null,
      currentAddress: current ? currentAddressJson(current) : null,
      aadhaarAddress: aadhaar ? addressJson(aadhaar) : null,
      kyc: {
        kycMode: state.kyc_mode,
        digiLockerVerified: application.digilocker_verified === 1,
        // Which way the Aadhaar was checked: DigiLocker, or the Aadhaar OTP offered when DigiLocker was declined.
        aadhaarVerifiedBy: findIdentityRecord(deps.db, id)?.source ?? null,
        pan: state.pan,
        holderType: state.pan ? panHolderType(state.pan) : null,
        addressProof:
          state.address_proof_type && state.address_proof_number
            ? { documentType: state.address_proof_type, documentNumber: state.address_proof_number }
            : null,
        documents: documents
          .filter((row) => row.kind === 'addressProof' || row.kind === 'personalId')
          .map(documentJson),
      },
      businessInfo: business ? businessInfoJson(business) : null,
      registration: registrationJson(state),
      memberships: memberships.map(membershipJson),
      serviceability:
        state.serviceable === null
          ? null
          : { isServiceable: state.serviceable === 1, pincode: state.serviceability_pincode },
      videoVerification: {
        selfieUploaded: documents.some((row) => row.kind === 'selfie'),
        videoVerified: state.video_verified === 1,
        skipped: state.video_skipped === 1,
      },
      // The submit answer's result, kept: /error-not-eligible must still give the reason after a reload.
      decision:
        state.decision === null
          ? null
          : {
              decision: state.decision,
              bestApprovedAmount: state.decision === 'approved' ? state.decided_amount : null,
              reason: state.decision_reason,
              submittedAt: state.submitted_at,
            },
    });
  });

  routes.post('/v2/application/:id/submit', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'review');
    await readEmptyBody(c);
    const id = owned.application.id;
    const business = findBusiness(deps.db, id);
    if (!business) throw new Error('review reached without business info');
    const verdict = decide(
      { annualTurnover: business.annual_turnover, businessStartDate: business.business_start_date },
      new Date(deps.now()),
    );
    const answer = writeAtStep(deps, owned, 'review', (nowIso) => {
      setOnboardingState(deps.db, id, {
        decision: verdict.decision,
        decision_reason: verdict.reason,
        decided_amount: verdict.amount,
        submitted_at: nowIso,
      });
      return {
        application: advance(deps.db, id, verdict.decision, nowIso),
        result: {
          decision: verdict.decision,
          // Under review the amount is the reviewer's to confirm, so the applicant is not shown it yet.
          bestApprovedAmount: verdict.decision === 'approved' ? verdict.amount : null,
          reason: verdict.reason,
        },
      };
    });
    return c.json(answer);
  });

  return routes;
}
