import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { Button } from '../../../ui/index.ts';
import { REWARDS_SCREENS } from '../../../../machines/rewards/screens.ts';
import type { RewardsScreenProps } from './snapshot.ts';
import * as styles from './rewards.css.ts';

/** The lender's reward schemes in brief, each leading to its terms. */
export function RewardSchemes({ actor, snapshot }: RewardsScreenProps) {
  const rewards = snapshot.context.rewards;
  if (!rewards) return null;
  return (
    <PageFrame title={REWARDS_SCREENS.schemes.title}>
      {rewards.schemes.length === 0 ? (
        <p className={styles.note}>The lender runs no reward scheme right now.</p>
      ) : (
        <ul className={styles.lines} aria-label="Reward schemes">
          {rewards.schemes.map((scheme) => (
            <li key={scheme.id} className={styles.line}>
              <h2 className={styles.sectionHeading}>{scheme.name}</h2>
              <p className={styles.note}>{scheme.summary}</p>
              <Button
                type="button"
                variant="link"
                aria-label={`See the terms of ${scheme.name}`}
                onClick={() => actor.send({ type: 'VIEW_SCHEME', schemeId: scheme.id })}
              >
                See the terms
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Ways ways={[{ label: 'Your points', onClick: () => actor.send({ type: 'OPEN_STATEMENT' }) }]} />
    </PageFrame>
  );
}
