import { Link } from 'react-router-dom';
import * as styles from './outcome.css.ts';
import { OutcomePage } from './OutcomePage.tsx';

/** /signup/failure (public): a provider hand-off (DigiLocker, e-sign) came back without success. */
export function FailureView() {
  return (
    <OutcomePage id="failure" title="Something went wrong">
      <p className={styles.lead}>
        We could not complete this step. Nothing was lost: you can continue your application from where you left it.
      </p>
      <Link className={styles.link} to="/signup">
        Continue application
      </Link>
    </OutcomePage>
  );
}
