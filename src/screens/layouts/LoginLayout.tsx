import { Outlet } from 'react-router-dom';
import { MainLandmark } from './MainLandmark.tsx';
import * as styles from './layout.css.ts';

/** Shell around the login screens; structural only until its journey lands (issue 3 adds the illustration, headline and logo). */
export default function LoginLayout() {
  return (
    <div className={styles.shell}>
      <MainLandmark className={styles.content}>
        <Outlet />
      </MainLandmark>
    </div>
  );
}
