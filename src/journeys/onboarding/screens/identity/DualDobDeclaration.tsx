import type { FormStepRef } from '../pre-approval/form-step-view.ts';
import { DeclarationForm } from './DeclarationForm.tsx';
import { useIdentityStep } from './use-identity-step.ts';

/** /signup/dual-dob-declaration. */
export default function DualDobDeclaration() {
  return <DeclarationForm step={useIdentityStep<FormStepRef>('dualDobDeclaration')} topic="dob" />;
}
