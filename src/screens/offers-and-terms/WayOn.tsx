import { Link } from 'react-router-dom';
import { NAMED_ROUTES } from '../../routes/named-routes.ts';
import { pathForName } from '../../routes/route-lookup.ts';
import * as styles from './offers-and-terms.css.ts';

/** The way on from both pages: the dashboard, its address asked of the route table by name. */
export function BackToDashboard() {
  return (
    <Link className={styles.link} to={pathForName(NAMED_ROUTES.dashboard) ?? '/'}>
      Back to the dashboard
    </Link>
  );
}
