import { useSelector } from '@xstate/react';
import { RadioGroup } from '../../../ui/index.ts';
import { errorOf, sameStepView, stepView, valueOf, type FormStepRef } from './form-step-view.ts';
import { KYC_MODES } from './field-options.ts';
import { StepForm } from './StepForm.tsx';

const KYC_OPTIONS = [
  { value: KYC_MODES.digiLocker, label: 'DigiLocker (recommended, faster): verify with your Aadhaar in a few minutes' },
  { value: KYC_MODES.manual, label: 'Upload documents manually: your PAN card and an address proof' },
];

/** §2 kyc (KYC selection): DigiLocker or manual address proof, bound to the kycSelection formStep. */
export function KycSelectionForm({ step }: { step: FormStepRef | null }) {
  const view = useSelector(step ?? undefined, stepView, sameStepView);
  return (
    <StepForm
      view={view}
      title="Verify your identity"
      lead="Choose how you would like to complete your KYC."
      submitLabel="Continue"
      onSubmit={() => step?.send({ type: 'SUBMIT' })}
      onRetry={() => step?.send({ type: 'RETRY' })}
      backTo="/signup/pre-approval/step-1"
    >
      <RadioGroup
        label="KYC method"
        name="kycMode"
        options={KYC_OPTIONS}
        value={valueOf(view, 'kycMode')}
        error={errorOf(view, 'kycMode')}
        disabled={view.busy}
        onValueChange={(value) => step?.send({ type: 'CHANGE', field: 'kycMode', value })}
      />
    </StepForm>
  );
}
