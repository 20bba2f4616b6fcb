import type { GuarantorActorRef } from '../runtime.ts';
import { DateField, Loader, SelectField, TextField } from '../../../ui/index.ts';
import { PanField } from '../../../kit/identity/PanField.tsx';
import { changeFields } from '../../../kit/field-props.ts';
import { StepFrame } from '../../../kit/step-frame.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { SubmitActions } from '../../../kit/identity/IdentityFrame.tsx';
import type { GuarantorSnapshot } from './guarantor-snapshot.ts';

interface FormProps {
  actor: GuarantorActorRef;
  snapshot: GuarantorSnapshot;
}

/** Guarantor Pan Verification: the PAN with §5's key rule; Back to the loans. */
export function PanForm({ actor, snapshot }: FormProps) {
  const submitting = snapshot.matches({ pan: 'submitting' });
  const { context } = snapshot;
  return (
    <StepFrame
      step={actor}
      title="Verify your PAN"
      lead="As a guarantor, we need your PAN to verify who you are."
      error={context.error}
      busy={submitting}
    >
      <PanField
        value={context.values.panNumber ?? ''}
        error={context.errors.panNumber ?? null}
        readOnly={submitting}
        onValueChange={changeFields(actor, context, submitting).change('panNumber')}
      />
      <SubmitActions
        label="Continue"
        busy={submitting}
        back={{ label: 'Back to loans', onClick: () => actor.send({ type: 'BACK' }) }}
      />
    </StepFrame>
  );
}

/** Guarantor Verification Details: name, date of birth, email and relation to the applicant. */
export function DetailsForm({ actor, snapshot }: FormProps) {
  const { context } = snapshot;
  if (snapshot.matches({ details: 'loadingRelations' })) return <Loader />;
  if (snapshot.matches({ details: 'relationsFailed' })) {
    return <RetryRead actor={actor} title="We could not load this form" error={context.error} />;
  }
  const submitting = snapshot.matches({ details: 'submitting' });
  const fields = changeFields(actor, context, submitting);
  return (
    <StepFrame
      step={actor}
      title="Your details"
      lead="Tell us about yourself and how you know the applicant."
      error={context.error}
      busy={submitting}
    >
      <TextField label="Full name (as on PAN)" autoComplete="name" {...fields.text('fullName')} />
      <DateField label="Date of birth" {...fields.text('dateOfBirth')} />
      <TextField label="Email address" type="email" autoComplete="email" {...fields.text('email')} />
      <SelectField
        label="Relation to the applicant"
        placeholder="Choose a relation"
        options={context.relations.map((relation) => ({ value: relation, label: relation }))}
        {...fields.choice('relation')}
      />
      <SubmitActions
        label="Continue"
        busy={submitting}
        back={{ label: 'Back to PAN', onClick: () => actor.send({ type: 'BACK' }) }}
      />
    </StepFrame>
  );
}
