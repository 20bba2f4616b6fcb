import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { isAgreementAddress } from '../../../machines/agreement/screens.ts';
import { useSessionActor } from '../session/SessionProvider.tsx';

// The agreement journey's place in the app (ADR 013): once a logged-in applicant opens one of its
// addresses, its host (./AgreementHost.tsx, loaded then) runs the one agreement actor until the
// session logs out. Everything but this check stays out of the login route's bundle.

const AgreementHost = lazy(() => import('./AgreementHost.tsx'));

/** Mount inside SessionProvider (src/app/router/RootFrame.tsx). */
export function AgreementProvider({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const { pathname } = useLocation();
  const applicant = useSelector(
    session,
    (snapshot) => snapshot.matches('loggedIn') && !snapshot.matches({ loggedIn: 'guarantor' }),
  );
  const [running, setRunning] = useState(false);
  // Started on the journey's first address, kept while the applicant is logged in.
  const wanted = applicant && (running || isAgreementAddress(pathname));
  if (wanted !== running) setRunning(wanted);
  return (
    <>
      {running ? (
        <Suspense fallback={null}>
          <AgreementHost />
        </Suspense>
      ) : null}
      {children}
    </>
  );
}
