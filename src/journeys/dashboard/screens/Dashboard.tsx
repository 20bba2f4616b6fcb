import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../../machines/session/session.machine.ts';
import type { ApplicationSummary } from '../../../../rules/home.ts';
import type { HomeResponse } from '../../../../rules/home.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { Button, Card, Loader, Money } from '../../../ui/index.ts';
import { screenFor } from '../../../../machines/routing/access.ts';
import { postApprovalEntry, postApprovalRule } from '../../../../machines/routing/post-approval-access.ts';
import { greeting, nextStepOf, POST_APPROVAL_STEP, statusLabel, WAY_ON_LABELS } from '../../../kit/status-labels.ts';
import { ActiveLine } from './ActiveLine.tsx';
import { EdiCard } from './EdiCard.tsx';
import { DASHBOARD_PATHS } from '../../../../machines/dashboard/screens.ts';
import * as styles from './dashboard.css.ts';

// Where the application's link leads: the onboarding entry, which routes on to the current step
// (or, for a refusal, to its reason).
const ONBOARDING_ENTRY = '/signup';

type DashboardView =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string | null; canRetry: boolean }
  | { kind: 'ready'; home: HomeResponse; summary: ApplicationSummary | null; loggingOut: boolean; canLogOut: boolean };

function dashboardView(snapshot: SnapshotFrom<typeof sessionMachine>): DashboardView {
  const { context } = snapshot;
  if (snapshot.matches({ loggedIn: 'homeFailed' })) {
    return { kind: 'failed', message: context.homeError, canRetry: snapshot.can({ type: 'RETRY_HOME' }) };
  }
  const loggingOut = snapshot.matches('loggingOut') || snapshot.matches('loggedOut');
  // Home read before a journey changed the application is not shown: it is being read again.
  const current = snapshot.matches({ loggedIn: 'ready' }) && !context.homeStale;
  if ((current || loggingOut) && context.home) {
    return {
      kind: 'ready',
      home: context.home,
      summary: context.summary,
      loggingOut,
      canLogOut: snapshot.can({ type: 'LOGOUT' }),
    };
  }
  return { kind: 'loading' };
}

function sameView(a: DashboardView, b: DashboardView): boolean {
  if (a.kind === 'ready' && b.kind === 'ready') {
    return a.home === b.home && a.summary === b.summary && a.loggingOut === b.loggingOut && a.canLogOut === b.canLogOut;
  }
  if (a.kind === 'failed' && b.kind === 'failed') return a.message === b.message && a.canRetry === b.canRetry;
  return a.kind === b.kind;
}

/**
 * Dashboard: greeting and log out, then the active credit line (ActiveLine.tsx) or, before it, the
 * application's status, best approved amount, progress and the way on.
 */
export default function Dashboard() {
  const session = useSessionActor();
  const view = useSelector(session, dashboardView, sameView);
  const progressLabelId = useId();
  const stale = useSelector(session, (snapshot) => snapshot.context.homeStale);
  useEffect(() => {
    if (stale) session.send({ type: 'HOME_NEEDED' });
  }, [session, stale]);

  if (view.kind === 'loading') return <Loader />;

  if (view.kind === 'failed') {
    return (
      <div className={styles.page}>
        <h1 className={styles.greeting}>Hello</h1>
        <Card aria-labelledby="dashboard-failed">
          <h2 id="dashboard-failed" className={styles.cardTitle}>
            We could not load your details
          </h2>
          <p className={styles.error} role="alert">
            {view.message ?? 'Something went wrong. Please try again.'}
          </p>
          <Button disabled={!view.canRetry} onClick={() => session.send({ type: 'RETRY_HOME' })}>
            Retry
          </Button>
        </Card>
      </div>
    );
  }

  const { home, summary } = view;
  const percent = Math.max(0, Math.min(100, Math.round(home.percentCompleted)));
  const { status, subStatus, nextAction } = home.application;
  // The step the onboarding journey would open for this position, so the dashboard never
  // offers a way it cannot take.
  const position = { status: status.value, subStatus, nextAction };
  // After an approval the post-approval journey's own step, straight to its address.
  const postApproval = postApprovalRule(status.value) ? postApprovalEntry(position) : null;
  const next = postApproval ? POST_APPROVAL_STEP : nextStepOf(screenFor(position));

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.greeting}>{greeting(summary?.personalInfo)}</h1>
        <Link className={styles.textLink} to={DASHBOARD_PATHS.notifications}>
          Notifications
        </Link>
        <Button
          variant="secondary"
          busy={view.loggingOut}
          disabled={!view.canLogOut}
          onClick={() => session.send({ type: 'LOGOUT' })}
        >
          Log out
        </Button>
      </div>
      {/* An active line (the lender opened it: a loan id) shows the dashboard journey instead. */}
      {home.creditAccountInfo ? (
        <ActiveLine />
      ) : (
        <Card aria-labelledby="dashboard-application">
          <h2 id="dashboard-application" className={styles.cardTitle}>
            Your application
          </h2>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Status</dt>
              <dd className={styles.factValue}>{statusLabel(status.value)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>What happens next</dt>
              <dd className={styles.factValue}>{next.says}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Best approved amount</dt>
              <dd className={styles.factValue}>
                {/* null means the lender has not assessed the application yet: ₹0 would read as a refusal. */}
                {home.bestApprovedAmount === null ? 'Not assessed yet' : <Money amount={home.bestApprovedAmount} />}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel} id={progressLabelId}>
                Application completed
              </dt>
              <dd className={styles.factValue}>
                {percent}%
                <div
                  className={styles.progressTrack}
                  role="progressbar"
                  aria-labelledby={progressLabelId}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                >
                  <div className={styles.progressFill} style={{ width: `${percent}%` }} />
                </div>
              </dd>
            </div>
          </dl>
          {/* The lender's banner text names the way on ("Complete application", "View details"). */}
          {next.way === 'none' ? null : (
            <Link className={styles.continueLink} to={postApproval ?? ONBOARDING_ENTRY}>
              {status.bannerButtonText || WAY_ON_LABELS[next.way]}
            </Link>
          )}
        </Card>
      )}
      {home.ediDetails ? <EdiCard edi={home.ediDetails} /> : null}
    </div>
  );
}
