import { Link } from 'react-router-dom';
import { screenAddress } from '../routes/declared-addresses.ts';
import * as parts from './page-parts.css.ts';

/** The way on from an account page (cards, settings, refer and earn) when it has nothing else to offer. */
export function BackToDashboard() {
  return (
    <Link className={parts.centredLink} to={screenAddress('Dashboard')}>
      Back to the dashboard
    </Link>
  );
}
