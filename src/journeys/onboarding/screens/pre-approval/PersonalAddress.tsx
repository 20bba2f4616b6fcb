import { PersonalAddressForm } from './PersonalAddressForm.tsx';
import { useFormStep } from './use-form-step.ts';
import { usePrefetchNext } from './prefetch-next.ts';

const SCREENS = ['personalAddress'] as const;
const NEXT = [() => import('../business/PreApprovalStep3.tsx')];

/** /signup/pre-approval/personal-address. */
export default function PersonalAddress() {
  usePrefetchNext(NEXT);
  return <PersonalAddressForm step={useFormStep(SCREENS)} />;
}
