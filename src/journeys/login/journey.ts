import { LOGIN_SCREENS } from '../../../machines/login/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The login journey (§4 Customer login), declared once (ADR 033). The login island
// (src/app/island/) draws the same two screens before the full app loads; here the router does.
const mobileNo = () => import('./screens/MobileNo.tsx');
const verifyOtp = () => import('./screens/VerifyOtp.tsx');

export const loginJourney = defineJourney({
  id: 'login',
  screens: LOGIN_SCREENS,
  components: { MobileNo: mobileNo, VerifyOtp: verifyOtp },
});
