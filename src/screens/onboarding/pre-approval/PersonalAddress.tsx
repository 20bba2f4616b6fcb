import { PersonalAddressForm } from './PersonalAddressForm.tsx';
import { useFormStep } from './use-form-step.ts';

const SCREENS = ['personalAddress'] as const;

/** /signup/pre-approval/personal-address. */
export default function PersonalAddress() {
  return <PersonalAddressForm step={useFormStep(SCREENS)} />;
}
