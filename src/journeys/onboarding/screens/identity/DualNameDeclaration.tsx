import type { FormStepRef } from '../pre-approval/form-step-view.ts';
import { DeclarationForm } from './DeclarationForm.tsx';
import { useIdentityStep } from './use-identity-step.ts';

/** /signup/dual-name-declaration. */
export default function DualNameDeclaration() {
  return <DeclarationForm step={useIdentityStep<FormStepRef>('dualNameDeclaration')} topic="name" />;
}
