import type { DeclarationData } from '../../identity/declaration-steps.ts';
import { Checkbox, SelectField, TextField } from '../../../../ui/index.ts';
import { StepForm } from '../pre-approval/StepForm.tsx';
import { errorOf, valueOf, type FormStepRef } from '../pre-approval/form-step-view.ts';
import { useStepForm } from '../pre-approval/use-step-form.ts';
import { formatDate } from '../../../../lib/format/date.ts';
import * as styles from './identity.css.ts';

const COPY = {
  name: {
    title: 'Name declaration',
    lead:
      'The name on your PAN is different from the name in your application. ' +
      'Tell us which document shows that both are yours.',
    record: 'Name on PAN',
    statement: 'I declare that both names belong to me.',
  },
  dob: {
    title: 'Date of birth declaration',
    lead:
      'Your Aadhaar shows a different date of birth from your application. ' +
      'Tell us which document shows your date of birth.',
    record: 'Date of birth on Aadhaar',
    statement: 'I declare that both dates of birth are mine.',
  },
} as const;

function declarationData(data: unknown): DeclarationData | null {
  return typeof data === 'object' && data !== null && 'topic' in data ? (data as DeclarationData) : null;
}

/** §2 dual-name-declaration and dual-dob-declaration, bound to their formStep. */
export function DeclarationForm({ step, topic }: { step: FormStepRef | null; topic: 'name' | 'dob' }) {
  const form = useStepForm(step);
  const { view, change } = form;
  const copy = COPY[topic];
  const data = declarationData(view.data);
  // A date of birth reads "12 Apr 1990" as every date on screen (§9), not the lender's 1990-04-12.
  const shown = (value: string | null | undefined) =>
    value ? (topic === 'dob' ? formatDate(value) || value : value) : 'Not known';
  return (
    <StepForm view={view} step={step} title={copy.title} lead={copy.lead} submitLabel="Submit declaration">
      {data ? (
        <dl className={styles.facts}>
          <dt className={styles.term}>{copy.record}</dt>
          <dd className={styles.detail}>{shown(data.onRecord)}</dd>
          <dt className={styles.term}>In your application</dt>
          <dd className={styles.detail}>{shown(data.onApplication)}</dd>
        </dl>
      ) : null}
      <SelectField
        label="Supporting document"
        placeholder="Choose a document"
        options={(data?.documents ?? []).map((document) => ({ value: document.code, label: document.label }))}
        {...form.choice('documentType')}
      />
      <TextField
        label="Document number"
        name="documentNumber"
        autoComplete="off"
        value={valueOf(view, 'documentNumber')}
        error={errorOf(view, 'documentNumber')}
        disabled={view.busy}
        onChange={(event) => change('documentNumber')(event.target.value)}
      />
      <Checkbox
        label={copy.statement}
        checked={valueOf(view, 'accepted') === 'true'}
        onCheckedChange={(checked) => change('accepted')(checked ? 'true' : '')}
        error={errorOf(view, 'accepted')}
        disabled={view.busy}
      />
    </StepForm>
  );
}
