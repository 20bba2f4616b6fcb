import { Outlet } from 'react-router-dom';
import { MainLandmark } from './MainLandmark.tsx';

/**
 * Wraps the pre- and post-approval wizard steps inside the onboarding layout; structural only
 * until its journey adds the step indicator and rewards banner (route meta totalSteps/currentStep).
 */
export default function PrePostApprovalLayout() {
  return (
    <MainLandmark>
      <Outlet />
    </MainLandmark>
  );
}
