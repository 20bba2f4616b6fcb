import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { bankStatementMachine } from '../../../../machines/post-approval/bank-statement.machine.ts';
import { consentStep } from '../../../../machines/post-approval/consent-step.ts';
import type { Consent } from '../../../../rules/post-approval/bank-statement.ts';
import { Button, Loader } from '../../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../../../screens/PageFrame.tsx';
import { UploadSlot } from '../../../kit/upload/UploadSlot.tsx';
import type { DocumentUploadRef } from '../../../kit/upload/document-upload-view.ts';
import {
  BUSY,
  CONSENT_ENDED,
  CONSENT_WAIT,
  ENDED_LEAD,
  FETCH_FAILED,
  NET_BANKING_WAIT,
  OTHER_WAY,
  SKIP_LABEL,
  STATEMENT_LEAD,
  STATEMENT_TITLE,
  TRY_AGAIN,
  WAYS,
} from './statement-copy.ts';
import * as styles from './post-approval.css.ts';

export type BankStatementRef = ActorRefFrom<typeof bankStatementMachine>;
type BankStatementSnapshot = SnapshotFrom<typeof bankStatementMachine>;

/** §2 /signup/bank-statement: the bank statement child decides what shows. */
export function BankStatementView({ statement }: { statement: BankStatementRef | null }) {
  const snapshot = useSelector(statement ?? undefined, (current: BankStatementSnapshot | undefined) => current);
  if (!statement || !snapshot || snapshot.status !== 'active') return <Loader lines={[BUSY.done]} />;
  const { context } = snapshot;
  const send = statement.send.bind(statement);
  const back = (
    <Button type="button" variant="link" onClick={() => send({ type: 'BACK' })}>
      {OTHER_WAY}
    </Button>
  );

  if (snapshot.matches('loading')) return <Loader />;
  if (snapshot.matches('loadFailed')) {
    return <RetryFrame title={STATEMENT_TITLE} error={context.error} onRetry={() => send({ type: 'RETRY' })} />;
  }

  if (snapshot.matches('choosing') || snapshot.matches('skipping')) {
    const skipping = snapshot.matches('skipping');
    return (
      <PageFrame title={STATEMENT_TITLE} lead={STATEMENT_LEAD} error={context.error} busy={skipping}>
        <ul className={styles.choices}>
          {(context.offer?.ways ?? []).map((way) => (
            <li key={way} className={styles.choice}>
              <Button
                type="button"
                variant="secondary"
                fullWidth
                disabled={skipping}
                onClick={() => send({ type: 'CHOOSE', way })}
              >
                {WAYS[way].label}
              </Button>
              <p className={styles.hint}>{WAYS[way].hint}</p>
            </li>
          ))}
        </ul>
        {context.offer?.canSkip ? (
          <Actions>
            <Button type="button" variant="link" busy={skipping} onClick={() => send({ type: 'SKIP' })}>
              {SKIP_LABEL}
            </Button>
          </Actions>
        ) : null}
      </PageFrame>
    );
  }

  if (snapshot.matches('upload')) {
    const submitting = snapshot.matches({ upload: 'submitting' });
    const room = context.slots.length < (context.offer?.maxFiles ?? 0);
    return (
      <PageFrame
        title={WAYS.upload.label}
        lead={`Add PDFs that together cover the last ${context.offer?.months ?? 6} months.`}
        error={context.error}
        onSubmit={() => send({ type: 'SUBMIT' })}
        busy={submitting}
      >
        {context.slots.map((slot, index) => {
          const held = context.statements[slot];
          const label = `Statement file ${index + 1}`;
          return (
            <div key={slot} className={styles.slotWithPreview}>
              <UploadSlot
                actor={(context.cards[slot] ?? null) as DocumentUploadRef | null}
                label={label}
                disabled={submitting}
              />
              {held ? (
                <Button
                  type="button"
                  variant="link"
                  disabled={submitting}
                  onClick={() => send({ type: 'PREVIEW', slot })}
                  aria-label={`Preview ${label}`}
                >
                  Preview
                </Button>
              ) : null}
            </div>
          );
        })}
        <Actions>
          {room ? (
            <Button type="button" variant="secondary" disabled={submitting} onClick={() => send({ type: 'ADD_FILE' })}>
              Add another file
            </Button>
          ) : null}
          <Button type="submit" fullWidth busy={submitting}>
            Continue
          </Button>
          <Button type="button" variant="link" disabled={submitting} onClick={() => send({ type: 'BACK' })}>
            {OTHER_WAY}
          </Button>
        </Actions>
      </PageFrame>
    );
  }

  if (snapshot.matches({ netBanking: 'starting' })) return <Loader lines={[BUSY.netBankingStart]} />;
  if (snapshot.matches({ netBanking: 'redirecting' })) return <Loader lines={[BUSY.netBankingRedirect]} />;
  if (snapshot.matches({ netBanking: 'polling' })) return <Loader lines={[BUSY.netBankingPoll]} />;
  if (snapshot.matches({ netBanking: 'waiting' })) {
    return <PollWait copy={NET_BANKING_WAIT} back={back} />;
  }
  if (snapshot.matches({ netBanking: 'pollFailed' }) || snapshot.matches({ accountAggregator: 'pollFailed' })) {
    return (
      <RetryFrame title={STATEMENT_TITLE} error={context.error} onRetry={() => send({ type: 'RETRY' })}>
        {back}
      </RetryFrame>
    );
  }

  if (snapshot.matches({ accountAggregator: 'starting' })) return <Loader lines={[BUSY.consentStart]} />;
  if (snapshot.matches({ accountAggregator: 'redirecting' })) return <Loader lines={[BUSY.consentRedirect]} />;
  if (snapshot.matches({ accountAggregator: 'polling' })) return <Loader lines={[BUSY.consentPoll]} />;
  if (snapshot.matches({ accountAggregator: 'waiting' })) {
    const copy = context.consent?.status === 'ACTIVE' ? CONSENT_WAIT.data : CONSENT_WAIT.consent;
    return <PollWait copy={copy} back={back} />;
  }
  if (snapshot.matches({ accountAggregator: 'ended' }) || snapshot.matches({ accountAggregator: 'fetchFailed' })) {
    return (
      <PageFrame title={endedTitle(context.consent)} lead={ENDED_LEAD}>
        <Actions>
          <Button type="button" fullWidth onClick={() => send({ type: 'TRY_AGAIN' })}>
            {TRY_AGAIN}
          </Button>
          {back}
        </Actions>
      </PageFrame>
    );
  }
  return <Loader lines={[BUSY.done]} />;
}

/** The heading for a consent that gave no data: its own state, or the fetch's failure. */
export function endedTitle(consent: Consent | null): string {
  if (!consent) return FETCH_FAILED.TIMEOUT;
  if (consentStep(consent) === 'fetchFailed') return FETCH_FAILED[consent.fetch === 'DENIED' ? 'DENIED' : 'TIMEOUT'];
  const { status } = consent;
  return status === 'PENDING' || status === 'ACTIVE' ? FETCH_FAILED.TIMEOUT : CONSENT_ENDED[status];
}

/** A provider still at work: the machine polls on its own, so the page says so and offers only the way back. */
function PollWait({ copy, back }: { copy: { title: string; lead: string }; back: ReactNode }) {
  return (
    <PageFrame title={copy.title} lead={copy.lead}>
      <p role="status" className={styles.hint}>
        Checking again shortly…
      </p>
      <Actions>{back}</Actions>
    </PageFrame>
  );
}
