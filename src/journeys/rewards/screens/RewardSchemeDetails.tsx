import { PageFrame } from '../../../screens/PageFrame.tsx';
import { RetryRead, Ways } from '../../../kit/ways.tsx';
import { Loader } from '../../../ui/index.ts';
import type { RewardsScreenProps } from './snapshot.ts';
import { Bullets } from './Bullets.tsx';
import * as styles from './rewards.css.ts';

/** One scheme: how its points are earned, the cap, the expiry and its terms; else why it cannot show. */
export function RewardSchemeDetails({ actor, snapshot }: RewardsScreenProps) {
  const back = [{ label: 'All reward schemes', onClick: () => actor.send({ type: 'BACK' }) }];
  if (snapshot.matches({ details: 'failed' })) {
    return <RetryRead actor={actor} title="We could not load this scheme" error={snapshot.context.error} ways={back} />;
  }
  if (snapshot.matches({ details: 'unknown' })) {
    return (
      <PageFrame title="We do not run this scheme">
        <p className={styles.note}>
          The address may be old or mistyped. The schemes we run now are listed on the reward schemes page.
        </p>
        <Ways ways={back} />
      </PageFrame>
    );
  }
  const scheme = snapshot.context.scheme;
  if (!snapshot.matches({ details: 'shown' }) || !scheme) return <Loader />;
  const facts = [
    { term: 'How you earn', detail: scheme.earn },
    { term: 'Most you can earn', detail: scheme.cap },
    { term: 'When points expire', detail: scheme.expiry },
  ];
  return (
    <PageFrame title={scheme.name} lead={scheme.summary}>
      <dl className={styles.section}>
        {facts.map(({ term, detail }) => (
          <div key={term}>
            <dt className={styles.strong}>{term}</dt>
            <dd className={styles.note}>{detail}</dd>
          </div>
        ))}
      </dl>
      <section className={styles.section} aria-labelledby="scheme-terms">
        <h2 id="scheme-terms" className={styles.sectionHeading}>
          Terms
        </h2>
        <Bullets items={scheme.terms} />
      </section>
      <Ways ways={back} />
    </PageFrame>
  );
}
