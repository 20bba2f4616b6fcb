import type { SnapshotFrom } from 'xstate';
import { Button, Dialog } from '../../../ui/index.ts';
import type { ConsentKind } from '../../../../machines/settings/types.ts';
import type { SettingsActorRef } from '../runtime.ts';
import { CONSENT_WORDS, statusLine } from '../words.ts';
import * as styles from './settings.css.ts';

type Props = { actor: SettingsActorRef; snapshot: SnapshotFrom<SettingsActorRef> };

/**
 * Your consents: each with the date it was given and what withdrawing it does (DPDP Act 2023: as
 * easy as giving it); Withdraw asks first, in a dialog that says what will happen.
 */
export function ConsentsSection({ actor, snapshot }: Props) {
  const { consents, change, problem } = snapshot.context;
  const idle = snapshot.matches({ setting: { ready: 'idle' } });
  const withdrawing = snapshot.matches({ setting: { ready: 'withdrawing' } });
  const asking = snapshot.matches({ setting: { ready: 'confirming' } }) || withdrawing;
  const chosen: ConsentKind | null = change?.kind === 'withdraw' ? change.consent : null;
  const words = chosen ? CONSENT_WORDS[chosen] : null;
  return (
    <section className={styles.section} aria-labelledby="settings-consents">
      <h2 id="settings-consents">Your consents</h2>
      <p className={styles.note}>What you allowed the lender to do, and when.</p>
      <ul className={styles.rows}>
        {consents.map((consent) => {
          const { name, purpose, withdrawing: effect, action } = CONSENT_WORDS[consent.kind];
          const may = consent.status === 'given' && consent.withdrawal !== 'none' && action !== null;
          return (
            <li key={consent.kind}>
              <h3>{name}</h3>
              <p className={styles.note}>{purpose}</p>
              <p>{statusLine(consent)}</p>
              {consent.status === 'given' ? <p className={styles.note}>{effect}</p> : null}
              {may ? (
                <Button
                  variant="secondary"
                  className={styles.withdraw}
                  disabled={!idle}
                  aria-label={`${action}: ${name}`}
                  onClick={() => actor.send({ type: 'WITHDRAW', consent: consent.kind })}
                >
                  {action}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={asking && words !== null}
        onOpenChange={(open) => {
          if (!open && !withdrawing) actor.send({ type: 'KEEP_CONSENT' });
        }}
        title={words?.question ?? ''}
        description={words?.withdrawing}
        hideCloseButton
        actions={
          <>
            <Button busy={withdrawing} disabled={withdrawing} onClick={() => actor.send({ type: 'CONFIRM_WITHDRAW' })}>
              {words?.action ?? ''}
            </Button>
            <Button variant="secondary" disabled={withdrawing} onClick={() => actor.send({ type: 'KEEP_CONSENT' })}>
              Keep it
            </Button>
          </>
        }
      >
        {problem && !withdrawing ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </Dialog>
    </section>
  );
}
