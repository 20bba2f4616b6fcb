import type { AnyStateMachine } from 'xstate';
import { loginMachine } from './login/login.machine.ts';
import { otpMachine } from './kit/otp.machine.ts';
import { sessionMachine } from './session/session.machine.ts';
import { onboardingMachine } from './onboarding/onboarding.machine.ts';
import { formStepMachine } from './onboarding/form-step.machine.ts';
import { documentUploadMachine } from './kit/document-upload.machine.ts';
import { reviewStepMachine } from './onboarding/review-step.machine.ts';
import { discrepancyMachine } from './onboarding/discrepancy.machine.ts';
import { kycMachine } from './onboarding/kyc.machine.ts';
import { gstMachine } from './onboarding/gst.machine.ts';
import { gstinStatusMachine } from './onboarding/gstin-status.machine.ts';
import { udyamMachine } from './onboarding/udyam.machine.ts';
import { videoVerificationMachine } from './onboarding/video-verification.machine.ts';
import { postApprovalMachine } from './post-approval/post-approval.machine.ts';
import { bankStatementMachine } from './post-approval/bank-statement.machine.ts';
import { documentsMachine } from './post-approval/documents.machine.ts';
import { profileDocumentsMachine } from './post-approval/profile-documents.machine.ts';
import { guarantorMachine } from './guarantor/guarantor.machine.ts';
import { mandateMachine } from './mandate/mandate.machine.ts';
import { bankTransfersMachine } from './mandate/bank-transfers.machine.ts';
import { agreementMachine } from './agreement/agreement.machine.ts';
import { paymentMachine } from './payment/payment.machine.ts';
import { statementMachine } from './statement/statement.machine.ts';
import { dashboardMachine } from './dashboard/dashboard.machine.ts';
import { dashboardPagesMachine } from './dashboard/pages.machine.ts';
import { offersAndTermsMachine } from './offers-and-terms/offers-and-terms.machine.ts';
import { purchaseMachine } from './purchase/purchase.machine.ts';

// Every journey machine, keyed by journey name (= the machine's `id`). The path harness, the
// coverage script and the inspector iterate this record, so a journey exists once it is here.
// The onboarding journey is the parent `onboarding` and the step machines it runs as its child
// 'step' (and their own children): each is tested on its own, at machine level and in the browser.
// The otp machine is the child every OTP screen invokes (login's Verify Otp, the identity steps'
// OTPs), tested on its own like them. The post-approval children (bank statement, documents) are
// tested on their own in the same way.
// This module is for tests, scripts and the dev inspector; the app imports each machine where it
// runs, so the login route's bundle does not carry the onboarding machines.

export const journeys = {
  login: loginMachine,
  otp: otpMachine,
  session: sessionMachine,
  onboarding: onboardingMachine,
  formStep: formStepMachine,
  documentUpload: documentUploadMachine,
  kyc: kycMachine,
  gst: gstMachine,
  gstinStatus: gstinStatusMachine,
  udyam: udyamMachine,
  videoVerification: videoVerificationMachine,
  reviewStep: reviewStepMachine,
  discrepancy: discrepancyMachine,
  postApproval: postApprovalMachine,
  bankStatement: bankStatementMachine,
  documents: documentsMachine,
  profileDocuments: profileDocumentsMachine,
  guarantor: guarantorMachine,
  mandate: mandateMachine,
  bankTransfers: bankTransfersMachine,
  agreement: agreementMachine,
  payment: paymentMachine,
  statement: statementMachine,
  dashboard: dashboardMachine,
  dashboardPages: dashboardPagesMachine,
  offersAndTerms: offersAndTermsMachine,
  purchase: purchaseMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type JourneyName = keyof typeof journeys;
