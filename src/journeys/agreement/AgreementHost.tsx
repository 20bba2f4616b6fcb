import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { createActor } from 'xstate';
import { isAgreementAddress } from '../../../machines/agreement/screens.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
import { JourneyUrl, useJourneyHandOver } from '../journey-routing.tsx';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { homeFromSession } from '../onboarding/session-home.ts';
import { usePositionReport } from '../use-position-report.ts';
import { agreementActorHolder, useAgreementActor, type AgreementActorRef } from './agreement-actor.ts';
import { provideAgreement } from './provide.ts';

// Creates the applicant's agreement actor on the first agreement address it is mounted on (the
// hand-over from the mandate, a reload, the way back from the e-sign page) and stops it when it
// unmounts (logout). It keeps the address in step on the journey's own pages and follows its
// hand-overs everywhere. Loaded on demand by AgreementProvider.

const positionOf = (snapshot: ReturnType<AgreementActorRef['getSnapshot']>) => snapshot.context.position;

export default function AgreementHost() {
  const session = useSessionActor();
  const location = useLocation();
  const actor = useAgreementActor();
  const entry = useRef({ pathname: location.pathname, search: location.search });

  useEffect(() => {
    let first = true;
    // Every load after the first asks the lender: an answer may have moved the application.
    const readHome = async () => {
      if (!first) session.send({ type: 'APPLICATION_CHANGED' });
      first = false;
      return (await homeFromSession(session, null)).home;
    };
    const machine = provideAgreement(apiClient, { readHome, redirectTo: (url) => window.location.assign(url) });
    agreementActorHolder.ensure(() => createActor(machine, { input: { entry: entry.current }, inspect: getInspect() }));
    return () => agreementActorHolder.stop();
  }, [session]);

  useJourneyHandOver(actor);

  // Each answer tells the guard where the application is, and the session that its home is stale.
  usePositionReport(actor, session, positionOf);

  return actor && isAgreementAddress(location.pathname) ? <JourneyUrl actorRef={actor} /> : null;
}
