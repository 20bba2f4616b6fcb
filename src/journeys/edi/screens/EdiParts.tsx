import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { Fact, ScheduleRowView } from '../projection.ts';
import { ediRuntime, type EdiActorRef } from '../runtime.ts';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { Actions, PageFrame, RetryFrame } from '../../../screens/PageFrame.tsx';
import * as parts from '../../../screens/page-parts.css.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import { Loader } from '../../../ui/index.ts';
import * as styles from './edi.css.ts';

/** Label and value rows, read in order by a screen reader. */
export function Facts({ facts, label }: { facts: readonly Fact[]; label: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The repayment schedule (RBI KFS Annex C), folded away so a phone shows the summary first. */
export function Schedule({ rows, withStatus }: { rows: readonly ScheduleRowView[]; withStatus: boolean }) {
  return (
    <details className={styles.schedule}>
      <summary>Repayment schedule ({rows.length} instalments)</summary>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Repayment schedule">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Instalment</th>
              <th scope="col">Outstanding</th>
              <th scope="col">Principal</th>
              <th scope="col">Interest</th>
              <th scope="col">Amount</th>
              {withStatus ? <th scope="col">Status</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number}>
                <th scope="row">{row.due}</th>
                <td>{row.outstanding}</td>
                <td>{row.principal}</td>
                <td>{row.interest}</td>
                <td>{row.instalment}</td>
                {withStatus ? <td>{row.status}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** What each page's view draws from: the journey's actor and its snapshot. */
export interface EdiViewProps {
  actor: EdiActorRef;
  snapshot: SnapshotFrom<EdiActorRef>;
}

/** Each EDI page: the journey's actor from the one runtime, its view drawn from the snapshot. */
export function ediScreen(View: ComponentType<EdiViewProps>) {
  return function EdiScreen() {
    return (
      <JourneyScreen journey={ediRuntime}>
        {(actor, snapshot) => <View actor={actor} snapshot={snapshot} />}
      </JourneyScreen>
    );
  };
}

/** The page's frame with the Loader while the journey reads the lender. */
export function Loading({ title }: { title: string }) {
  return (
    <PageFrame title={title} busy>
      <Loader />
    </PageFrame>
  );
}

/** The way out of every EDI page. */
export function BackToDashboard() {
  return (
    <Link className={parts.centredLink} to={screenAddress('Dashboard')}>
      Back to the dashboard
    </Link>
  );
}

/** A page whose read failed: the lender's sentence, Retry, and the way out. */
export function ReadFailed({ title, error, actor }: { title: string; error: string | null; actor: EdiActorRef }) {
  return (
    <RetryFrame title={title} error={error} onRetry={() => actor.send({ type: 'RETRY' })}>
      <BackToDashboard />
    </RetryFrame>
  );
}

/** A page with nothing to show yet: why, then any way on and the way out. */
export function NothingYet({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <PageFrame title={title} lead={lead}>
      <Actions>
        {children}
        <BackToDashboard />
      </Actions>
    </PageFrame>
  );
}
