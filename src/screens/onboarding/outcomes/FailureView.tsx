import { Link } from 'react-router-dom';
import * as styles from './outcome.css.ts';

/** /signup/failure (public): a provider hand-off (DigiLocker, e-sign) came back without success. */
export function FailureView() {
  return (
    <section className={styles.page} aria-labelledby="failure-heading">
      <h1 id="failure-heading" className={styles.heading}>
        Something went wrong
      </h1>
      <p className={styles.lead}>
        We could not complete this step. Nothing was lost: you can continue your application from where you left it.
      </p>
      <Link className={styles.link} to="/signup">
        Continue application
      </Link>
    </section>
  );
}
