import { renderToString } from 'react-dom/server';
import { LOGIN_PATHS } from '../../../machines/login/screens.ts';
import { NO_ROUTES, readSessionInput } from '../../journeys/session/session-input.ts';
import { staticNavigation } from '../island/history-navigation.ts';
import { LoginIsland } from '../island/LoginIsland.tsx';
import { createAppSessionLogic } from '../session-logic.ts';

// Build-time only (scripts/vite/login-shell.ts): the login screen as a first visit sees it,
// rendered to HTML so it paints before any script has run. It is the login island itself
// (src/app/island/LoginIsland.tsx), which a first visit to /login/mobile-no boots, so the
// island replaces it with identical boxes.

export const LOGIN_SHELL_PATH = LOGIN_PATHS.mobileEntry;

/** A first visit: nothing stored, no query, no native wrapper. */
const firstVisit = () => readSessionInput({ location: { search: '' } as Location }, { get: () => null }, NO_ROUTES);

export function renderLoginShell(): string {
  return renderToString(
    <LoginIsland
      navigation={staticNavigation(LOGIN_SHELL_PATH)}
      subscribe={() => () => {}}
      sessionInput={firstVisit()}
      sessionLogic={createAppSessionLogic()}
      storage={{ get: () => null }}
    />,
  );
}
