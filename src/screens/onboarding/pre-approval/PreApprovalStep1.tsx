import { PersonalDetailsForm } from './PersonalDetailsForm.tsx';
import { useFormStep } from './use-form-step.ts';

const SCREENS = ['personalInfo', 'editPersonalInfo'] as const;

/** /signup/pre-approval/step-1 and edit/step-1. */
export default function PreApprovalStep1() {
  return <PersonalDetailsForm step={useFormStep(SCREENS)} />;
}
