import { Outlet } from 'react-router-dom';
import { MainLandmark } from './MainLandmark.tsx';
import * as styles from './layout.css.ts';

/**
 * Shell around the signed-in main app; structural only until its journey lands (the dashboard
 * journey adds the sidebar).
 */
export default function Home() {
  return (
    <div className={styles.shell}>
      <MainLandmark className={styles.content}>
        <Outlet />
      </MainLandmark>
    </div>
  );
}
