import { ONBOARDING_PATHS } from '../../../../../machines/onboarding/screens.ts';
import { RadioGroup } from '../../../../ui/index.ts';
import type { FormStepRef } from './form-step-view.ts';
import { KYC_MODES } from './field-options.ts';
import { StepForm } from './StepForm.tsx';
import { useStepForm } from './use-step-form.ts';

const KYC_OPTIONS = [
  { value: KYC_MODES.digiLocker, label: 'DigiLocker (recommended, faster): verify with your Aadhaar in a few minutes' },
  { value: KYC_MODES.manual, label: 'Upload documents manually: your PAN card and an address proof' },
];

/** §2 kyc (KYC selection): DigiLocker or manual address proof, bound to the kycSelection formStep. */
export function KycSelectionForm({ step }: { step: FormStepRef | null }) {
  const form = useStepForm(step);
  return (
    <StepForm
      view={form.view}
      step={step}
      title="Verify your identity"
      lead="Choose how you would like to complete your KYC."
      submitLabel="Continue"
      backTo={ONBOARDING_PATHS.personalInfo}
    >
      <RadioGroup label="KYC method" options={KYC_OPTIONS} {...form.choice('kycMode')} />
    </StepForm>
  );
}
