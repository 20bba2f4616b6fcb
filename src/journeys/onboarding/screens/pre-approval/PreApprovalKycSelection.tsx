import { KycSelectionForm } from './KycSelectionForm.tsx';
import { useFormStep } from './use-form-step.ts';
import { usePrefetchNext } from './prefetch-next.ts';

const SCREENS = ['kycSelection'] as const;
const NEXT = [() => import('./PreApprovalStep2.tsx'), () => import('../identity/KycResult.tsx')];

/** /signup/pre-approval/kyc. */
export default function PreApprovalKycSelection() {
  usePrefetchNext(NEXT);
  return <KycSelectionForm step={useFormStep(SCREENS)} />;
}
