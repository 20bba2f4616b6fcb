import { useFormStep } from '../pre-approval/use-form-step.ts';
import { BusinessProfileForm } from './BusinessProfileForm.tsx';

const SCREENS = ['businessProfile', 'editBusinessProfile'] as const;

/** /signup/pre-approval/step-3 and edit/step-3. */
export default function PreApprovalStep3() {
  return <BusinessProfileForm step={useFormStep(SCREENS)} />;
}
