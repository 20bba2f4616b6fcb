import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../../journeys/session/SessionProvider.tsx';
import { readSessionInput } from '../../journeys/session/session-input.ts';
import LoginLayout from '../../screens/layouts/LoginLayout.tsx';
import MobileNo from '../../screens/login/MobileNo.tsx';
import { ThemeRoot } from '../../ui/theme-root.tsx';
import { ToastProvider } from '../../ui/toast.tsx';

// Build-time only (scripts/vite/login-shell.ts): the login screen as a first visit sees it,
// rendered to HTML so it paints before any script has run. The tree mirrors what the app
// renders for /login/mobile-no (App → ThemeRoot → ToastProvider → router → SessionProvider →
// LoginLayout → MobileNo), so the app replaces it with identical boxes.

export const LOGIN_SHELL_PATH = '/login/mobile-no';

/** A first visit: nothing stored, no query, no native wrapper. */
const firstVisit = () => readSessionInput({ location: { search: '' } as Location }, { get: () => null });

export function renderLoginShell(): string {
  return renderToString(
    <ThemeRoot>
      <ToastProvider>
        <MemoryRouter initialEntries={[LOGIN_SHELL_PATH]}>
          <SessionProvider input={firstVisit()}>
            <Routes>
              <Route element={<LoginLayout />}>
                <Route path={LOGIN_SHELL_PATH} element={<MobileNo />} />
              </Route>
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </ThemeRoot>,
  );
}
