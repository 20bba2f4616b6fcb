import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { discrepancyMachine } from '../../../../../machines/onboarding/discrepancy.machine.ts';
import type { OpsComment } from '../../../../../rules/onboarding/discrepancy.ts';
import { useStepActor } from '../../use-onboarding.ts';
import { Button, DateText, Loader } from '../../../../ui/index.ts';
import { FieldError, describedBy } from '../../../../ui/field-message.tsx';
import * as fieldStyles from '../../../../ui/field.css.ts';
import { useOnboardingScreen } from '../outcomes/use-onboarding-screen.ts';
import * as styles from './discrepancy.css.ts';

type DiscrepancyRef = ActorRefFrom<typeof discrepancyMachine>;

const SCREENS = ['discrepancy'] as const;

/** /signup/discrepancy: the lender's ops comments, each open one answered and marked resolved. */
export default function ApplicationDiscrepancy() {
  const viewer = useOnboardingScreen(SCREENS);
  // On this screen the parent's 'step' child is the discrepancy machine (onboarding.machine.ts).
  const step = useStepActor() as DiscrepancyRef | null;
  if (viewer.kind !== 'onScreen' || !step) return <Loader />;
  return <DiscrepancyView discrepancy={step} />;
}

export function DiscrepancyView({ discrepancy }: { discrepancy: DiscrepancyRef }) {
  const snapshot = useSelector(discrepancy, (current) => current);
  if (snapshot.matches('loading') || snapshot.matches('done')) return <Loader />;
  const failed = snapshot.matches('loadFailed');
  const busy = snapshot.matches('resolving');
  const { comments, serverError } = snapshot.context;
  return (
    <section className={styles.page} aria-labelledby="discrepancy-heading" aria-busy={busy || undefined}>
      <h1 id="discrepancy-heading" className={styles.heading}>
        Answer our questions
      </h1>
      {failed ? (
        <>
          <p role="alert" className={styles.alert}>
            {serverError ?? 'We could not load the questions about your application.'}
          </p>
          <Button type="button" fullWidth onClick={() => discrepancy.send({ type: 'RETRY' })}>
            Retry
          </Button>
        </>
      ) : (
        <>
          <p className={styles.lead}>
            Our team has questions about your application. Tell us what you did about each one and mark it resolved; we
            continue with your application once all are answered.
          </p>
          {serverError ? (
            <p role="alert" className={styles.alert}>
              {serverError}
            </p>
          ) : null}
          <ol className={styles.list} aria-label="Questions from our team">
            {comments.map((comment, index) => (
              <CommentCard key={comment.id} number={index + 1} comment={comment} discrepancy={discrepancy} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function CommentCard({
  number,
  comment,
  discrepancy,
}: {
  number: number;
  comment: OpsComment;
  discrepancy: DiscrepancyRef;
}) {
  const snapshot = useSelector(discrepancy, (current) => current);
  const titleId = `comment-${comment.id}-title`;
  const fieldId = `comment-${comment.id}-response`;
  const errorId = `${fieldId}-error`;
  const resolving = snapshot.matches('resolving') && snapshot.context.resolvingId === comment.id;
  const error = snapshot.context.errors[comment.id] ?? null;
  const resolve = { type: 'RESOLVE', commentId: comment.id } as const;
  // Resolving removes the field and the pressed button; focus moves to the record that replaced
  // them, so keyboard and screen-reader users keep their place instead of landing on the page.
  const record = useRef<HTMLParagraphElement>(null);
  const wasOpen = useRef(!comment.resolved);
  useEffect(() => {
    if (comment.resolved && wasOpen.current) record.current?.focus();
    wasOpen.current = !comment.resolved;
  }, [comment.resolved]);
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Question {number}
      </h2>
      <p className={styles.comment}>{comment.comment}</p>
      <p className={styles.meta}>
        Raised on <DateText value={comment.createdAt} />
      </p>
      {comment.resolved ? (
        <p ref={record} tabIndex={-1} className={styles.meta}>
          Resolved
          {comment.resolvedAt ? (
            <>
              {' '}
              on <DateText value={comment.resolvedAt} />
            </>
          ) : null}
          : {comment.response}
        </p>
      ) : (
        <>
          <div className={fieldStyles.field}>
            <label htmlFor={fieldId} className={fieldStyles.label}>
              Your answer to question {number}
            </label>
            <textarea
              id={fieldId}
              className={styles.textarea}
              value={snapshot.context.responses[comment.id] ?? ''}
              disabled={!snapshot.can({ type: 'CHANGE', commentId: comment.id, value: '' })}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(error && errorId)}
              onChange={(event) =>
                discrepancy.send({ type: 'CHANGE', commentId: comment.id, value: event.target.value })
              }
            />
            {error ? <FieldError id={errorId}>{error}</FieldError> : null}
          </div>
          <Button
            type="button"
            busy={resolving}
            disabled={!snapshot.can(resolve)}
            onClick={() => discrepancy.send(resolve)}
          >
            Mark question {number} resolved
          </Button>
        </>
      )}
    </li>
  );
}
