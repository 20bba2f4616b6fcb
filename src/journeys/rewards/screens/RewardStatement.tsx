import { DateText } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { REWARDS_SCREENS } from '../../../../machines/rewards/screens.ts';
import { LINE_TEXT, pointsText, type RewardsScreenProps } from './snapshot.ts';
import { Bullets } from './Bullets.tsx';
import * as styles from './rewards.css.ts';

/** The balance and every line of the statement, newest first; with none, how points are earned. */
export function RewardStatement({ actor, snapshot }: RewardsScreenProps) {
  const rewards = snapshot.context.rewards;
  if (!rewards) return null;
  const schemes = rewards.schemes;
  return (
    <PageFrame title={REWARDS_SCREENS.statement.title}>
      <section className={styles.section} aria-labelledby="rewards-balance">
        <h2 id="rewards-balance" className={styles.sectionHeading}>
          Points you hold
        </h2>
        <p className={styles.balance}>{pointsText(rewards.balance)}</p>
      </section>
      <section className={styles.section} aria-labelledby="rewards-lines">
        <h2 id="rewards-lines" className={styles.sectionHeading}>
          Statement
        </h2>
        {rewards.lines.length === 0 ? (
          <>
            <p className={styles.strong}>No reward points yet.</p>
            <p className={styles.note}>You earn points like this:</p>
            <Bullets items={schemes.map((scheme) => scheme.summary)} />
          </>
        ) : (
          <ul className={styles.lines} aria-label="Statement lines">
            {rewards.lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <div className={styles.lineHead}>
                  <span className={styles.strong}>{line.description}</span>
                  <span className={styles.points}>
                    {LINE_TEXT[line.kind].sign}
                    {pointsText(line.points)}
                  </span>
                </div>
                <span className={styles.note}>
                  {LINE_TEXT[line.kind].label} on <DateText value={line.at} />
                </span>
                {line.expiresAt ? (
                  <span className={styles.note}>
                    Valid until <DateText value={line.expiresAt} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Ways ways={[{ label: 'How to earn points', onClick: () => actor.send({ type: 'OPEN_SCHEMES' }) }]} />
    </PageFrame>
  );
}
