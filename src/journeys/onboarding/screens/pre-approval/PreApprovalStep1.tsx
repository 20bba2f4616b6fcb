import { PersonalDetailsForm } from './PersonalDetailsForm.tsx';
import { useFormStep } from './use-form-step.ts';
import { usePrefetchNext } from './prefetch-next.ts';

const SCREENS = ['personalInfo', 'editPersonalInfo'] as const;
const NEXT = [() => import('./PreApprovalKycSelection.tsx')];

/** /signup/pre-approval/step-1 and edit/step-1. */
export default function PreApprovalStep1() {
  usePrefetchNext(NEXT);
  return <PersonalDetailsForm step={useFormStep(SCREENS)} />;
}
