import { useId, type FormEvent, type ReactNode } from 'react';
import * as styles from '../pre-approval/step-form.css.ts';

export interface IdentityFrameProps {
  title: string;
  lead?: ReactNode;
  /** The alert above the content: a server message or the step's own sentence. */
  error?: string | null;
  /** When given, the content is a form and Enter submits it. */
  onSubmit?: () => void;
  busy?: boolean;
  children: ReactNode;
}

/** The frame of every identity screen: one h1, the lead, the alert (announced), the content. */
export function IdentityFrame({ title, lead, error, onSubmit, busy = false, children }: IdentityFrameProps) {
  const headingId = useId();
  const body = (
    <>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      {lead != null ? <p className={styles.lead}>{lead}</p> : null}
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {children}
    </>
  );
  if (!onSubmit) {
    return (
      <section className={styles.form} aria-labelledby={headingId} aria-busy={busy || undefined}>
        {body}
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
    >
      {body}
    </form>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
