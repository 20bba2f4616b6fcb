import { useSelector } from '@xstate/react';
import { RadioGroup, TextField } from '../../../ui/index.ts';
import { errorOf, sameStepView, stepView, valueOf, type FormStepRef } from './form-step-view.ts';
import { GENDER_OPTIONS, MARITAL_STATUS_OPTIONS } from './field-options.ts';
import { SelectField } from './SelectField.tsx';
import { StepForm } from './StepForm.tsx';
import * as styles from './step-form.css.ts';

/** §2 step-1 Personal Details, bound to the personalInfo formStep (also serves edit/step-1). */
export function PersonalDetailsForm({ step }: { step: FormStepRef | null }) {
  const view = useSelector(step ?? undefined, stepView, sameStepView);
  const change = (field: string) => (value: string) => step?.send({ type: 'CHANGE', field, value });
  const readOnly = view.busy;

  return (
    <StepForm
      view={view}
      title={view.edit ? 'Edit personal details' : 'Personal details'}
      lead="Tell us about yourself. Use your name as it appears on your PAN card."
      submitLabel={view.edit ? 'Save changes' : 'Continue'}
      onSubmit={() => step?.send({ type: 'SUBMIT' })}
      onRetry={() => step?.send({ type: 'RETRY' })}
      backTo={view.edit ? '/signup/pre-approval/review' : undefined}
    >
      <div className={styles.pair}>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          maxLength={50}
          value={valueOf(view, 'firstName')}
          error={errorOf(view, 'firstName')}
          readOnly={readOnly}
          onChange={(event) => change('firstName')(event.target.value)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          maxLength={50}
          value={valueOf(view, 'lastName')}
          error={errorOf(view, 'lastName')}
          readOnly={readOnly}
          onChange={(event) => change('lastName')(event.target.value)}
        />
      </div>
      <TextField
        label="Date of birth"
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        value={valueOf(view, 'dateOfBirth')}
        error={errorOf(view, 'dateOfBirth')}
        readOnly={readOnly}
        onChange={(event) => change('dateOfBirth')(event.target.value)}
      />
      <RadioGroup
        label="Gender"
        name="gender"
        orientation="horizontal"
        options={GENDER_OPTIONS}
        value={valueOf(view, 'gender')}
        error={errorOf(view, 'gender')}
        disabled={readOnly}
        onValueChange={change('gender')}
      />
      <TextField
        label="Email address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={valueOf(view, 'email')}
        error={errorOf(view, 'email')}
        readOnly={readOnly}
        onChange={(event) => change('email')(event.target.value.trim())}
      />
      <SelectField
        label="Marital status"
        name="maritalStatus"
        placeholder="Select marital status"
        options={MARITAL_STATUS_OPTIONS}
        value={valueOf(view, 'maritalStatus')}
        error={errorOf(view, 'maritalStatus')}
        disabled={readOnly}
        onValueChange={change('maritalStatus')}
      />
      <TextField
        label="Father's name"
        name="fatherName"
        maxLength={50}
        value={valueOf(view, 'fatherName')}
        error={errorOf(view, 'fatherName')}
        readOnly={readOnly}
        onChange={(event) => change('fatherName')(event.target.value)}
      />
    </StepForm>
  );
}
