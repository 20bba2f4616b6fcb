import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { handOverOf } from '../../../machines/routing.ts';
import { isLoggedIn } from '../../../machines/routing/logged-in.ts';
import { matchPath } from '../../../machines/routing/paths.ts';
import { startAppSession } from '../../journeys/session/SessionProvider.tsx';
import { createAppSessionLogic } from '../session-logic.ts';
import { NO_ROUTES, readSessionInput, type RedirectRoutes } from '../../journeys/session/session-input.ts';
import { storage } from '../../lib/storage.ts';
import { readNativeWrapper } from '../../routes/native-wrapper.ts';
import { importFullApp } from '../full-app.ts';
import { renderOverShell } from '../shell/shell-takeover.ts';
import { saveSupportId } from '../support-id.ts';
import { yieldToMain } from '../yield-to-main.ts';
import { createHistoryNavigation } from './history-navigation.ts';
import { ISLAND_INDEX, ISLAND_INDEX_TARGET, isIslandAddress, islandScreenAt } from './island-addresses.ts';
import { LoginIsland, VerifyOtpScreen } from './LoginIsland.tsx';

// The login island (ADR 010): a signed-out visitor on a login address gets the session and login
// journeys, the login layout and its screens, and nothing else; the router, the route table, the
// guard and every other journey arrive with the full app (../start-app.tsx), imported when the
// session hands over to its landing or the address leaves the island.

/**
 * Whether the island may serve this visit: the guard would let it through (signed out, outside
 * the native wrapper, whose credentials it hands to the full app) on a login address.
 */
export function islandServes(target: Pick<Window, 'location' | 'saakhNativeWrapper'>): boolean {
  if (!isIslandAddress(target.location.pathname) || readNativeWrapper(target) !== null) return false;
  return !isLoggedIn({ token: storage.get('token'), phone: storage.get('phone') });
}

export async function bootIsland(container: HTMLElement): Promise<void> {
  // The login layout's index is the route table's redirect to Mobile No (query and hash kept).
  if (matchPath(ISLAND_INDEX, window.location.pathname) !== null) {
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${ISLAND_INDEX_TARGET}${search}${hash}`);
  }
  saveSupportId(window.location.search, storage);
  const navigation = createHistoryNavigation(window);
  navigation.subscribe(() => saveSupportId(navigation.current().search, storage));

  // A ?redirect route name needs the route table to resolve; only then does the island load it.
  const routes: RedirectRoutes = new URLSearchParams(window.location.search).has('redirect')
    ? await import('../../routes/route-lookup.ts')
    : NO_ROUTES;
  // Building the session's logic (its charts are built again by provide()) and starting its actors
  // are a task each (see main.tsx's first yield): together they were the boot's second-longest
  // task, and on a busy phone one over 50 ms at 4x CPU (what Lighthouse's TBT counts).
  await yieldToMain();
  const logic = createAppSessionLogic();
  await yieldToMain();
  // Outside React: the full app takes this same actor over, so unmounting the island must not stop it.
  const session = startAppSession(readSessionInput(window, storage, routes), logic);

  // The first render shows the address's screen at once (no Loader).
  if (islandScreenAt(window.location.pathname)?.screen === 'VerifyOtp') await VerifyOtpScreen.preload().catch(() => {});
  await yieldToMain();
  const root = createRoot(container);
  renderOverShell(
    container,
    root,
    <StrictMode>
      <LoginIsland navigation={navigation.useNavigation} subscribe={navigation.subscribe} session={session} />
    </StrictMode>,
  );

  let handingOver = false;
  const handOver = () => {
    if (handingOver) return;
    handingOver = true;
    navigation.stop();
    importFullApp().then(
      ({ startApp }) => startApp(container, { session, islandRoot: root }),
      // Without the app's chunks (connection lost, a deploy removed them) a reload boots the full
      // app at the address the session handed over to: the login is stored by then.
      () => window.location.reload(),
    );
  };
  // The session's hand-over moves the address to its landing (its provider follows it); a
  // signed-in session without one (none today) is the full app's too, as is any other address.
  const check = () => {
    const snapshot = session.getSnapshot();
    const signedIn = snapshot.status === 'active' && !snapshot.matches('anonymous');
    if (!isIslandAddress(navigation.current().pathname) || (signedIn && handOverOf(snapshot) === null)) handOver();
  };
  navigation.subscribe(check);
  session.subscribe(check);
}
