import * as styles from './pre-approval-layout.css.ts';

export interface RewardsBannerProps {
  points: number;
  title: string;
}

const points = new Intl.NumberFormat('en-IN');

/** §2 rewards banner on steps 1, KYC and 3: the referral welcome reward the step's read carries. */
export function RewardsBanner({ points: amount, title }: RewardsBannerProps) {
  return (
    <aside className={styles.banner} aria-label="Welcome reward">
      <p className={styles.bannerTitle}>{title}</p>
      <p className={styles.bannerText}>Finish your application to earn {points.format(amount)} reward points.</p>
    </aside>
  );
}
