import type { SnapshotFrom } from 'xstate';
import { REFER_AND_EARN_SCREENS } from '../../../../machines/refer-and-earn/screens.ts';
import { referAndEarnRuntime, type ReferAndEarnActorRef } from '../runtime.ts';
import { referAndEarnView, type ReferAndEarnView } from '../projection.ts';
import { journeyScreen } from '../../../screens/JourneyScreen.tsx';
import { Button, Loader, VisuallyHidden } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { BackToDashboard } from '../../../screens/BackToDashboard.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import * as parts from '../../../screens/page-parts.css.ts';
import * as styles from './refer-and-earn.css.ts';

type Snapshot = SnapshotFrom<ReferAndEarnActorRef>;

const { title } = REFER_AND_EARN_SCREENS.referAndEarn;

/** What the confirmation under the button says after a share, announced politely. */
const TOLD = { shared: 'Shared. Thank you for inviting them.', copied: 'Copied. Paste the link to share it.' };

/** Refer and earn (§2 /refer-and-earn): the code and link to share, the referrals and their rewards. */

function ReferAndEarnPage({ actor, snapshot }: { actor: ReferAndEarnActorRef; snapshot: Snapshot }) {
  if (snapshot.matches('failed')) {
    return (
      <RetryRead actor={actor} title="We could not load your referrals" error={snapshot.context.problem}>
        <BackToDashboard />
      </RetryRead>
    );
  }
  const loading = snapshot.matches('loading');
  const view = referAndEarnView(snapshot.context);
  return (
    <PageFrame title={title} busy={loading} lead={loading ? undefined : view.offer}>
      {loading ? (
        <Loader />
      ) : (
        <>
          <ShareCode actor={actor} snapshot={snapshot} view={view} />
          <Referrals view={view} />
          {view.termsLink ? (
            <a className={styles.termsLink} href={view.termsLink} target="_blank" rel="noopener noreferrer">
              Terms of the programme<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ) : null}
          <Actions>
            <BackToDashboard />
          </Actions>
        </>
      )}
    </PageFrame>
  );
}

/** The code, the link (or why it is missing) and Share, with what sharing did announced below it. */
function ShareCode({
  actor,
  snapshot,
  view,
}: {
  actor: ReferAndEarnActorRef;
  snapshot: Snapshot;
  view: ReferAndEarnView;
}) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const sharing = snapshot.matches({ ready: 'sharing' });
  const told = snapshot.matches({ ready: 'told' }) ? snapshot.context.told : null;
  return (
    <section className={styles.part} aria-labelledby="referral-code-heading">
      <h2 id="referral-code-heading" className={styles.partHeading}>
        Your referral code
      </h2>
      <p className={styles.code}>{view.code}</p>
      <p className={styles.note}>They can type it when they sign up, or open your link below.</p>
      <h3 className={styles.partHeading}>Your link</h3>
      {snapshot.matches('linking') ? <p className={styles.note}>Making your link…</p> : null}
      {snapshot.matches('linkFailed') ? (
        <>
          <p role="alert" className={parts.alert}>
            We could not make your link. {snapshot.context.linkProblem} You can still share your code.
          </p>
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'RETRY_LINK' })}>
            Try the link again
          </Button>
        </>
      ) : null}
      {view.link && snapshot.matches('ready') ? (
        <>
          <p className={styles.link} data-testid="referral-link">
            {view.link}
          </p>
          <Button type="button" fullWidth busy={sharing} onClick={() => actor.send({ type: 'SHARE' })}>
            {canShare ? 'Share your link' : 'Copy your link'}
          </Button>
        </>
      ) : null}
      <p role="status" className={styles.done}>
        {told ? TOLD[told] : ''}
      </p>
      {snapshot.matches({ ready: 'copyFailed' }) ? (
        <p role="alert" className={parts.alert}>
          We could not copy the link. Select it above and copy it.
        </p>
      ) : null}
    </section>
  );
}

/** The referrals made, each with its state in words, or the empty sentence. */
function Referrals({ view }: { view: ReferAndEarnView }) {
  return (
    <section className={styles.part} aria-labelledby="referrals-heading">
      <h2 id="referrals-heading" className={styles.partHeading}>
        Your referrals
      </h2>
      {view.earned ? <p>{view.earned}</p> : null}
      {view.lines.length === 0 ? (
        <p className={styles.note}>No referrals yet. When someone joins with your code, they show here.</p>
      ) : (
        <ul className={styles.rows} aria-labelledby="referrals-heading">
          {view.lines.map((line) => (
            <li key={line.id} className={styles.row}>
              <h3>{line.who}</h3>
              <p className={styles.note}>{line.detail}</p>
              <p className={styles.tone[line.tone]}>{line.state}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const ReferAndEarn = journeyScreen(referAndEarnRuntime, ReferAndEarnPage);
export default ReferAndEarn;
