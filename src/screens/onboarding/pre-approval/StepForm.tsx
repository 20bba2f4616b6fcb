import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Loader } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../PageFrame.tsx';
import type { FormStepRef, StepView } from './form-step-view.ts';
import * as styles from './step-form.css.ts';

export interface StepFormProps {
  view: StepView;
  /** The formStep the frame sends SUBMIT and RETRY to. */
  step: FormStepRef | null;
  title: string;
  lead?: ReactNode;
  submitLabel: string;
  /** Where Back goes; the journey decides whether that screen may open (ADR 003). */
  backTo?: string;
  /** Controls beside the primary button, e.g. a skip. */
  extraActions?: ReactNode;
  children: ReactNode;
}

const LOAD_FAILED = 'We could not load your details. Please check your connection and try again.';

/** The frame every pre-approval form step shares: loading, load failure, form, server error, busy submit. */
export function StepForm({ view, step, title, lead, submitLabel, backTo, extraActions, children }: StepFormProps) {
  if (view.phase === 'loading') return <Loader />;

  if (view.phase === 'loadFailed') {
    return (
      <PageFrame title={title} error={view.serverError ?? LOAD_FAILED}>
        <Button type="button" fullWidth onClick={() => step?.send({ type: 'RETRY' })}>
          Retry
        </Button>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={title}
      lead={lead}
      error={view.serverError}
      busy={view.busy}
      onSubmit={() => step?.send({ type: 'SUBMIT' })}
    >
      {children}
      <Actions>
        <Button type="submit" fullWidth busy={view.saving} disabled={view.busy || !view.canSubmit}>
          {submitLabel}
        </Button>
        {extraActions}
        {backTo ? (
          <Link to={backTo} className={styles.backLink}>
            Back
          </Link>
        ) : null}
      </Actions>
    </PageFrame>
  );
}
