import type { GuarantorActorRef } from '../../journeys/guarantor/runtime.ts';
import { DateField, Loader, SelectField, TextField } from '../../ui/index.ts';
import { PanField } from '../../kit/identity/PanField.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { RetryRead } from '../../kit/ways.tsx';
import { SubmitActions } from '../../kit/identity/IdentityFrame.tsx';
import type { GuarantorSnapshot } from './guarantor-snapshot.ts';

interface FormProps {
  actor: GuarantorActorRef;
  snapshot: GuarantorSnapshot;
}

const change = (actor: GuarantorActorRef, field: string) => (value: string) =>
  actor.send({ type: 'CHANGE', field, value });

/** Guarantor Pan Verification: the PAN with §5's key rule; Back to the loans. */
export function PanForm({ actor, snapshot }: FormProps) {
  const submitting = snapshot.matches({ pan: 'submitting' });
  const { context } = snapshot;
  return (
    <PageFrame
      title="Verify your PAN"
      lead="As a guarantor, we need your PAN to verify who you are."
      error={context.error}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      busy={submitting}
    >
      <PanField
        value={context.values.panNumber ?? ''}
        error={context.errors.panNumber ?? null}
        readOnly={submitting}
        onValueChange={change(actor, 'panNumber')}
      />
      <SubmitActions
        label="Continue"
        busy={submitting}
        back={{ label: 'Back to loans', onClick: () => actor.send({ type: 'BACK' }) }}
      />
    </PageFrame>
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
  const text = (field: string) => ({
    name: field,
    value: context.values[field] ?? '',
    error: context.errors[field] ?? null,
    disabled: submitting,
  });
  return (
    <PageFrame
      title="Your details"
      lead="Tell us about yourself and how you know the applicant."
      error={context.error}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      busy={submitting}
    >
      <TextField
        label="Full name (as on PAN)"
        autoComplete="name"
        {...text('fullName')}
        onChange={(event) => change(actor, 'fullName')(event.target.value)}
      />
      <DateField
        label="Date of birth"
        {...text('dateOfBirth')}
        onChange={(event) => change(actor, 'dateOfBirth')(event.target.value)}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        {...text('email')}
        onChange={(event) => change(actor, 'email')(event.target.value)}
      />
      <SelectField
        label="Relation to the applicant"
        name="relation"
        placeholder="Choose a relation"
        value={context.values.relation ?? ''}
        options={context.relations.map((relation) => ({ value: relation, label: relation }))}
        onValueChange={change(actor, 'relation')}
        error={context.errors.relation ?? null}
        disabled={submitting}
      />
      <SubmitActions
        label="Continue"
        busy={submitting}
        back={{ label: 'Back to PAN', onClick: () => actor.send({ type: 'BACK' }) }}
      />
    </PageFrame>
  );
}
