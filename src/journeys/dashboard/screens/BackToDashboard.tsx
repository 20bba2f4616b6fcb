import { Link } from 'react-router-dom';
import { DASHBOARD_PATHS } from '../../../../machines/dashboard/screens.ts';
import * as styles from './dashboard.css.ts';

/** The way back from a page the dashboard opens (notifications, an offer's details). */
export function BackToDashboard() {
  return (
    <Link className={styles.textLink} to={DASHBOARD_PATHS.dashboard}>
      Back to the dashboard
    </Link>
  );
}
