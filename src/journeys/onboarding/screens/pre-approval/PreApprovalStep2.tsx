import { PanKycForm } from './PanKycForm.tsx';
import { useFormStep } from './use-form-step.ts';
import { usePrefetchNext } from './prefetch-next.ts';

const SCREENS = ['panKyc', 'editPanKyc'] as const;
const NEXT = [() => import('./PersonalAddress.tsx'), () => import('../identity/DualNameDeclaration.tsx')];

/** /signup/pre-approval/step-2 and edit/step-2. */
export default function PreApprovalStep2() {
  usePrefetchNext(NEXT);
  return <PanKycForm step={useFormStep(SCREENS)} />;
}
