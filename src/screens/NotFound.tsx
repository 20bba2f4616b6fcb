import { Link } from 'react-router-dom';
import { MainLandmark } from './layouts/MainLandmark.tsx';
import * as styles from './NotAvailable.css.ts';
import { screenAddress } from '../routes/declared-addresses.ts';

/** The answer for an address no route knows. */
export default function NotFound() {
  return (
    <MainLandmark>
      <section className={styles.page} aria-labelledby="not-found-heading">
        <h1 id="not-found-heading" className={styles.heading}>
          Page not found
        </h1>
        <p className={styles.text}>The address may be mistyped, or the page may have moved.</p>
        <Link className={styles.link} to={screenAddress('Dashboard')}>
          Go to your dashboard
        </Link>
      </section>
    </MainLandmark>
  );
}
