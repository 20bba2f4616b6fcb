import { PanKycForm } from './PanKycForm.tsx';
import { useFormStep } from './use-form-step.ts';

const SCREENS = ['panKyc', 'editPanKyc'] as const;

/** /signup/pre-approval/step-2 and edit/step-2. */
export default function PreApprovalStep2() {
  return <PanKycForm step={useFormStep(SCREENS)} />;
}
