import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ONBOARDING_PATHS } from '../../../../../machines/onboarding/screens.ts';
import { Button, Loader } from '../../../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../../../../screens/PageFrame.tsx';
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

/**
 * What changes when a step is reopened from the review (edit/step-1..3): the edit title, Save
 * changes instead of Continue, and Back to the review instead of the step's own way back.
 */
export function reopenedFromReview(view: StepView, titles: { title: string; editTitle: string }, backTo?: string) {
  return view.edit
    ? { title: titles.editTitle, submitLabel: 'Save changes', backTo: ONBOARDING_PATHS.review }
    : { title: titles.title, submitLabel: 'Continue', backTo };
}

const LOAD_FAILED = 'We could not load your details. Please check your connection and try again.';

/** The frame every pre-approval form step shares: loading, load failure, form, server error, busy submit. */
export function StepForm({ view, step, title, lead, submitLabel, backTo, extraActions, children }: StepFormProps) {
  if (view.phase === 'loading') return <Loader />;

  if (view.phase === 'loadFailed') {
    return (
      <RetryFrame title={title} error={view.serverError ?? LOAD_FAILED} onRetry={() => step?.send({ type: 'RETRY' })} />
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
