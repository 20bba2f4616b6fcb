import { Outlet } from 'react-router-dom';
import { useCurrentRoute } from '../../routes/route-handle.ts';
import { AppBrand } from './AppBrand.tsx';
import { MainLandmark } from './MainLandmark.tsx';
import { MainNav } from './MainNav.tsx';
import { PlainShell } from './PlainShell.tsx';
import * as layout from './layout.css.ts';
import * as styles from './main-nav.css.ts';
import { screenAddress } from '../../routes/declared-addresses.ts';

/**
 * Shell around the signed-in main app: the logo and the main navigation beside the page on
 * desktop; on phones the logo above it and the navigation along the bottom, where the route's
 * §2 meta showSidebar asks for it.
 */
export default function Home() {
  const route = useCurrentRoute();
  if (!route?.meta.showSidebar) return <PlainShell />;
  return (
    <div className={`${layout.shell} ${styles.shell}`}>
      <div className={styles.side}>
        <div className={styles.sideContent}>
          <header className={styles.header}>
            <AppBrand home={screenAddress('Dashboard')} />
          </header>
          <MainNav />
        </div>
      </div>
      <MainLandmark className={`${layout.content} ${styles.content}`}>
        <Outlet />
      </MainLandmark>
    </div>
  );
}
