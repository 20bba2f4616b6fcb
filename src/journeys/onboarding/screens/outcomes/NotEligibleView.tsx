import { notEligibleReason } from './not-eligible-reasons.ts';
import * as styles from './outcome.css.ts';
import { DashboardLink, OutcomePage } from './OutcomePage.tsx';

/** /error-not-eligible (public): the decision and its reason in words, and a way home. */
export function NotEligibleView({ reason }: { reason: string | null }) {
  return (
    <OutcomePage id="not-eligible" title="We cannot offer you a credit line yet">
      <p className={styles.lead}>{notEligibleReason(reason)}</p>
      <p className={styles.lead}>You can apply again once this changes.</p>
      <DashboardLink />
    </OutcomePage>
  );
}
