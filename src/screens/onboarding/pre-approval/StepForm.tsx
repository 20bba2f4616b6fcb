import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Loader } from '../../../ui/index.ts';
import type { StepView } from './form-step-view.ts';
import * as styles from './step-form.css.ts';

export interface StepFormProps {
  view: StepView;
  title: string;
  lead?: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  onRetry: () => void;
  /** Where Back goes; the journey decides whether that screen may open (ADR 003). */
  backTo?: string;
  /** Controls beside the primary button, e.g. a skip. */
  extraActions?: ReactNode;
  children: ReactNode;
}

const LOAD_FAILED = 'We could not load your details. Please check your connection and try again.';

/** The frame every pre-approval form step shares: loading, load failure, form, server error, busy submit. */
export function StepForm({
  view,
  title,
  lead,
  submitLabel,
  onSubmit,
  onRetry,
  backTo,
  extraActions,
  children,
}: StepFormProps) {
  const headingId = useId();
  if (view.phase === 'loading') return <Loader />;

  if (view.phase === 'loadFailed') {
    return (
      <section className={styles.form} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {title}
        </h1>
        <p role="alert" className={styles.alert}>
          {view.serverError ?? LOAD_FAILED}
        </p>
        <Button type="button" fullWidth onClick={onRetry}>
          Retry
        </Button>
      </section>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={view.busy || undefined}
    >
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      {lead != null ? <p className={styles.lead}>{lead}</p> : null}
      {view.serverError ? (
        <p role="alert" className={styles.alert}>
          {view.serverError}
        </p>
      ) : null}
      {children}
      <div className={styles.actions}>
        <Button type="submit" fullWidth busy={view.saving} disabled={view.busy || !view.canSubmit}>
          {submitLabel}
        </Button>
        {extraActions}
        {backTo ? (
          <Link to={backTo} className={styles.backLink}>
            Back
          </Link>
        ) : null}
      </div>
    </form>
  );
}
