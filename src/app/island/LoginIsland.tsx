import { useEffect, useState, type ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { NavigationProvider, useNavigation, type UseNavigation } from '../../journeys/navigation.tsx';
import type { SessionInput } from '../../../machines/session/session.machine.ts';
import { useLoginActor, type LoginActorRef } from '../../journeys/login/use-login-actor.ts';
import {
  LiveSession,
  SessionProvider,
  type SessionActorRef,
  type SessionLogic,
} from '../../journeys/session/SessionProvider.tsx';
import type { BrowserStorage } from '../../lib/storage.ts';
import LoginLayout from '../../screens/layouts/LoginLayout.tsx';
import MobileNo from '../../journeys/login/screens/MobileNo.tsx';
import { ErrorPopupHost } from '../ErrorPopupHost.tsx';
import { importFullApp } from '../full-app.ts';
import { lazyScreen } from '../router/lazy-screen.tsx';
import { AppTheme } from '../theme.tsx';
import { islandScreenAt, type IslandScreen } from './island-addresses.ts';

const APP_NAME = 'Saakh';

/**
 * Verify Otp is a chunk of its own: a first visit starts on Mobile No, and fetches it while the
 * OTP is being sent (a visit that starts on Verify Otp waits for it before the first render).
 */
export const VerifyOtpScreen = lazyScreen(() => import('../../journeys/login/screens/VerifyOtp.tsx'));

const SCREENS: Readonly<Record<IslandScreen, ComponentType>> = { MobileNo, VerifyOtp: VerifyOtpScreen };

const pastMobileEntry = (snapshot: SnapshotFrom<LoginActorRef> | undefined): boolean =>
  snapshot !== undefined && !snapshot.matches({ mobileEntry: 'editing' });

/**
 * Once the login journey is on its way to Verify Otp, starts fetching that screen, and the full
 * app the session hands over to after the code: both arrive while the OTP is sent and typed.
 */
function usePreloadNextSteps(): void {
  const onTheWay = useSelector(useLoginActor() ?? undefined, pastMobileEntry);
  useEffect(() => {
    if (!onTheWay) return;
    void VerifyOtpScreen.preload().catch(() => {});
    void importFullApp().catch(() => {});
  }, [onTheWay]);
}

/**
 * The login layout with the screen of the address. On an address outside the island (the
 * session's hand-over to its landing) it keeps the last screen until the full app replaces it.
 */
function IslandScreens() {
  usePreloadNextSteps();
  const { location } = useNavigation();
  const at = islandScreenAt(location.pathname);
  const [last, setLast] = useState(at);
  if (at && at !== last) setLast(at);
  const shown = at ?? last;
  const title = at?.title;
  useEffect(() => {
    if (title) document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  const Screen = shown ? SCREENS[shown.screen] : null;
  return <LoginLayout>{Screen ? <Screen /> : null}</LoginLayout>;
}

export interface LoginIslandProps {
  navigation: UseNavigation;
  /** Calls back after every navigation (the theme reads the stored marketplace again). */
  subscribe: (onChange: () => void) => () => void;
  /** The live session actor; without one the provider starts its own `sessionLogic` from `sessionInput`. */
  session?: SessionActorRef | null;
  sessionInput?: SessionInput;
  sessionLogic?: SessionLogic;
  storage?: Pick<BrowserStorage, 'get'>;
}

/**
 * The login routes' whole app: what the full app renders there (theme, the error popup host, the
 * session with its login journey, the login layout and screens), without the router, the route
 * table, the guard or any other journey. No toasts: neither login screen shows one.
 */
export function LoginIsland(props: LoginIslandProps) {
  const { navigation, subscribe, session = null, sessionInput, sessionLogic, storage } = props;
  return (
    <AppTheme subscribe={subscribe} {...(storage ? { storage } : {})}>
      <NavigationProvider value={navigation}>
        <LiveSession value={session}>
          <SessionProvider {...(sessionInput ? { input: sessionInput, logic: sessionLogic } : {})}>
            <IslandScreens />
          </SessionProvider>
        </LiveSession>
      </NavigationProvider>
      <ErrorPopupHost />
    </AppTheme>
  );
}
