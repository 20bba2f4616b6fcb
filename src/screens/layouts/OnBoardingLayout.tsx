import { Outlet } from 'react-router-dom';
import { MainLandmark } from './MainLandmark.tsx';
import * as styles from './layout.css.ts';

/** Shell around the /signup onboarding screens; structural only until its journey lands (the onboarding journey fills it in). */
export default function OnBoardingLayout() {
  return (
    <div className={styles.shell}>
      <MainLandmark className={styles.content}>
        <Outlet />
      </MainLandmark>
    </div>
  );
}
