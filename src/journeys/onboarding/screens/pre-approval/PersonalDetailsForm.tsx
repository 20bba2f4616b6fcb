import { DateField, RadioGroup, SelectField, TextField } from '../../../../ui/index.ts';
import type { FormStepRef } from './form-step-view.ts';
import { GENDER_OPTIONS, MARITAL_STATUS_OPTIONS } from './field-options.ts';
import { StepForm, reopenedFromReview } from './StepForm.tsx';
import * as styles from './step-form.css.ts';
import { useStepForm } from './use-step-form.ts';

/** §2 step-1 Personal Details, bound to the personalInfo formStep (also serves edit/step-1). */
export function PersonalDetailsForm({ step }: { step: FormStepRef | null }) {
  const form = useStepForm(step);
  const { view } = form;

  return (
    <StepForm
      view={view}
      step={step}
      {...reopenedFromReview(view, { title: 'Personal details', editTitle: 'Edit personal details' })}
      lead="Tell us about yourself. Use your name as it appears on your PAN card."
    >
      <div className={styles.pair}>
        <TextField label="First name" autoComplete="given-name" maxLength={50} {...form.text('firstName')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={50} {...form.text('lastName')} />
      </div>
      <DateField label="Date of birth" autoComplete="bday" {...form.text('dateOfBirth')} />
      <RadioGroup label="Gender" orientation="horizontal" options={GENDER_OPTIONS} {...form.choice('gender')} />
      <TextField
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.text('email', (typed) => typed.trim())}
      />
      <SelectField
        label="Marital status"
        placeholder="Select marital status"
        options={MARITAL_STATUS_OPTIONS}
        {...form.choice('maritalStatus')}
      />
      <TextField label="Father's name" maxLength={50} {...form.text('fatherName')} />
    </StepForm>
  );
}
