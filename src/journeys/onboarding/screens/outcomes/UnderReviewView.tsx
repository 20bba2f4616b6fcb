import * as styles from './outcome.css.ts';
import { DashboardLink, OutcomePage } from './OutcomePage.tsx';

/** /:id/signup-under-review: the application went to the lender's credit team. */
export function UnderReviewView() {
  return (
    <OutcomePage id="under-review" title="Your application is under review">
      <p className={styles.lead}>
        The lender’s credit team is looking at your application. This usually takes up to two working days; your
        dashboard shows the decision as soon as it is made.
      </p>
      <DashboardLink />
    </OutcomePage>
  );
}
