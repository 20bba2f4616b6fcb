import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui/index.ts';
import * as parts from './page-parts.css.ts';

export interface PageFrameProps {
  title: string;
  lead?: ReactNode;
  /** The alert above the content: a server message or the step's own sentence. */
  error?: string | null;
  /** When given, the content is a form and Enter submits it. */
  onSubmit?: () => void;
  busy?: boolean;
  /** Form steps' headings grow from tablet width; reading pages (the review) keep theirs plain. */
  heading?: 'growing' | 'plain';
  children: ReactNode;
}

/** The frame of every onboarding form and identity screen: one h1, the lead, the alert (announced), the content. */
export function PageFrame({
  title,
  lead,
  error,
  onSubmit,
  busy = false,
  heading = 'growing',
  children,
}: PageFrameProps) {
  const headingId = useId();
  const body = (
    <>
      <h1 id={headingId} className={heading === 'growing' ? parts.growingHeading : parts.heading}>
        {title}
      </h1>
      {lead != null ? <p className={parts.lead}>{lead}</p> : null}
      {error ? (
        <p role="alert" className={parts.alert}>
          {error}
        </p>
      ) : null}
      {children}
    </>
  );
  if (!onSubmit) {
    return (
      <section className={parts.stepColumn} aria-labelledby={headingId} aria-busy={busy || undefined}>
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
      className={parts.stepColumn}
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
  return <div className={parts.actions}>{children}</div>;
}

export interface RetryFrameProps {
  title: string;
  /** Why it failed, announced. */
  error: string | null;
  onRetry: () => void;
  heading?: PageFrameProps['heading'];
  /** Other ways on, after Retry. */
  children?: ReactNode;
}

/** A page whose load or step failed: the reason, Retry, and any other way on. */
export function RetryFrame({ title, error, onRetry, heading, children }: RetryFrameProps) {
  return (
    <PageFrame title={title} error={error} heading={heading}>
      <Actions>
        <Button type="button" fullWidth onClick={onRetry}>
          Retry
        </Button>
        {children}
      </Actions>
    </PageFrame>
  );
}
