import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { OnboardingProvider } from '../../journeys/onboarding/OnboardingProvider.tsx';
import { SessionProvider } from '../../journeys/session/SessionProvider.tsx';
import { PostApprovalProvider } from '../../journeys/post-approval/PostApprovalProvider.tsx';
import { AgreementProvider } from '../../journeys/agreement/AgreementProvider.tsx';
import { pageTitle } from '../../routes/page-titles.ts';
import { useCurrentRoute } from '../../routes/route-handle.ts';

const APP_NAME = 'Saakh';

/**
 * The root route's element: keeps the tab title naming the page, for tabs and screen readers,
 * and holds the app's one session actor inside the router (its hand-over to the landing after a
 * login moves the address), with the applicant's onboarding actor inside it. The guard has run
 * before this renders, so stored credentials are already in place.
 */
export function RootFrame() {
  const current = useCurrentRoute();
  const title = current ? pageTitle(current.name, current.meta.displayName) : null;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return (
    <SessionProvider>
      <OnboardingProvider>
        <PostApprovalProvider>
          <AgreementProvider>
            <Outlet />
          </AgreementProvider>
        </PostApprovalProvider>
      </OnboardingProvider>
    </SessionProvider>
  );
}
