import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader.tsx';
import { MainLandmark } from './MainLandmark.tsx';
import * as styles from './layout.css.ts';
import { screenAddress } from '../../routes/declared-addresses.ts';

/** The page's shell and one main landmark around the route's screen, for areas whose journey adds nothing yet. */
export function PlainShell() {
  return (
    <div className={styles.shell}>
      <AppHeader home={screenAddress('Dashboard')} />
      <MainLandmark className={styles.content}>
        <Outlet />
      </MainLandmark>
    </div>
  );
}
