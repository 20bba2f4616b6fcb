import { Outlet } from 'react-router-dom';
import LoginLayout from '../../screens/layouts/LoginLayout.tsx';

/** The login layout as a route element: the matched login screen is its child. */
export default function LoginLayoutRoute() {
  return (
    <LoginLayout>
      <Outlet />
    </LoginLayout>
  );
}
