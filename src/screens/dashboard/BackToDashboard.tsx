import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../../machines/dashboard/dashboard.machine.ts';
import * as styles from './dashboard.css.ts';

/** The way back from a page the dashboard opens (notifications, an offer's details). */
export function BackToDashboard() {
  return (
    <Link className={styles.textLink} to={DASHBOARD_PATH}>
      Back to the dashboard
    </Link>
  );
}
