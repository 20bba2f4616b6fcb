import { NavLink } from 'react-router-dom';
import { isNotAvailable } from '../../routes/not-available.ts';
import type { ScreenName } from '../../routes/screen-names.ts';
import * as styles from './main-nav.css.ts';

// The main app's navigation: a sidebar on desktop, a bar along the bottom on phones (one nav
// landmark, placed by CSS). A page that is not open yet says so in its link, and its address
// shows the plain not-available page.

const ITEMS: readonly { label: string; to: string; screen: ScreenName }[] = [
  { label: 'Dashboard', to: '/dashboard', screen: 'Dashboard' },
  { label: 'Suppliers', to: '/suppliers', screen: 'Suppliers' },
  { label: 'Statement', to: '/credit-statement', screen: 'CreditStatement' },
  { label: 'Rewards', to: '/rewards', screen: 'Rewards' },
  { label: 'Profile', to: '/my-profile', screen: 'MyProfile' },
];

export function MainNav() {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.to} className={styles.item}>
            <NavLink to={item.to} className={styles.link}>
              <span>{item.label}</span>
              {isNotAvailable(item.screen) ? <span className={styles.soon}>Not open yet</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
