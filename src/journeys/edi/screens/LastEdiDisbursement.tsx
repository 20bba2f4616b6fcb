import type { SnapshotFrom } from 'xstate';
import { EDI_SCREENS } from '../../../../machines/edi/screens.ts';
import type { EdiActorRef } from '../runtime.ts';
import { accountLine, kfsFacts, repaymentFacts, scheduleRows, statusWords } from '../projection.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import * as parts from '../../../screens/page-parts.css.ts';
import { Button } from '../../../ui/index.ts';
import { BackToDashboard, Facts, Loading, NothingYet, ReadFailed, Schedule, ediScreen } from './EdiParts.tsx';
import * as styles from './edi.css.ts';

type Snapshot = SnapshotFrom<EdiActorRef>;

/** Last disbursement (§2 last-edi-disbursement): its status, and once paid out its schedule and collections. */
export default ediScreen(LastView);

function LastView({ actor, snapshot }: { actor: EdiActorRef; snapshot: Snapshot }) {
  const { title } = EDI_SCREENS.last;
  const { context } = snapshot;
  const send = (type: 'REFRESH' | 'NEW_REQUEST') => () => actor.send({ type });
  if (snapshot.matches({ last: 'failed' })) {
    return <ReadFailed title="We could not load your payout" error={context.error} actor={actor} />;
  }
  if (snapshot.matches({ last: 'none' })) {
    return (
      <NothingYet title={title} lead="You have not asked for a payout yet.">
        <Button type="button" fullWidth onClick={send('NEW_REQUEST')}>
          See your offer
        </Button>
      </NothingYet>
    );
  }
  const disbursement = context.disbursement;
  const step = (['waiting', 'repaying', 'unsuccessful'] as const).find((name) => snapshot.matches({ last: name }));
  if (!disbursement || !step) return <Loading title={title} />;
  const words = statusWords(disbursement);
  return (
    <PageFrame title={words.heading} lead={words.lead}>
      {disbursement.reason ? <p className={parts.alert}>{disbursement.reason}</p> : null}
      <p className={styles.note}>{accountLine(disbursement.account)}</p>
      {step === 'repaying' ? (
        <section aria-labelledby="edi-collections">
          <h2 id="edi-collections" className={styles.sectionTitle}>
            Your repayments
          </h2>
          <Facts facts={repaymentFacts(disbursement)} label="Your repayments" />
        </section>
      ) : null}
      <section aria-labelledby="edi-terms">
        <h2 id="edi-terms" className={styles.sectionTitle}>
          Your loan
        </h2>
        <Facts facts={kfsFacts(disbursement)} label="Your loan" />
        <Schedule rows={scheduleRows(disbursement.schedule)} withStatus={step === 'repaying'} />
      </section>
      <Actions>
        {step === 'unsuccessful' ? (
          <Button type="button" fullWidth onClick={send('NEW_REQUEST')}>
            Request again
          </Button>
        ) : (
          <Button type="button" fullWidth onClick={send('REFRESH')}>
            Check again
          </Button>
        )}
        <BackToDashboard />
      </Actions>
    </PageFrame>
  );
}
