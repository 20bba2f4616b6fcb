import { Link, useOutlet } from 'react-router-dom';
import { MainLandmark } from './layouts/MainLandmark.tsx';
import * as styles from './NotAvailable.css.ts';
import { screenAddress } from '../routes/declared-addresses.ts';

export interface NotAvailableProps {
  /** The screen's name from §2, kept on the page (data-screen) so testers know which page they reached. */
  screen: string;
  /** What the page is called for the person reading it (src/routes/page-titles.ts), e.g. 'Personal Details'. */
  title: string;
  /** Public pages point back to login; signed-in pages to the dashboard. */
  requiresAuth: boolean;
}

/**
 * Stands in for a screen whose journey is not built yet (src/routes/not-available.ts).
 * A parent screen whose child route matched steps aside, so the deepest page is the one shown.
 */
export function NotAvailable({ screen, title, requiresAuth }: NotAvailableProps) {
  const child = useOutlet();
  if (child) return child;
  return (
    <MainLandmark>
      <section className={styles.page} aria-labelledby="not-available-heading" data-screen={screen}>
        <h1 id="not-available-heading" className={styles.heading}>
          This page is not available yet
        </h1>
        <p className={styles.text}>{title} is not open in the app yet.</p>
        {requiresAuth ? (
          <Link className={styles.link} to={screenAddress('Dashboard')}>
            Go to your dashboard
          </Link>
        ) : (
          <Link className={styles.link} to="/login">
            Go to login
          </Link>
        )}
      </section>
    </MainLandmark>
  );
}

export default NotAvailable;
