import { KycSelectionForm } from './KycSelectionForm.tsx';
import { useFormStep } from './use-form-step.ts';

const SCREENS = ['kycSelection'] as const;

/** /signup/pre-approval/kyc. */
export default function PreApprovalKycSelection() {
  return <KycSelectionForm step={useFormStep(SCREENS)} />;
}
