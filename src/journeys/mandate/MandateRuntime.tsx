import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import type { mandateMachine, MandateInput } from '../../../machines/mandate/mandate.machine.ts';
import { createLazyJourneyHolder } from '../lazy-journey.ts';
import { getInspect } from '../inspect.ts';
import { JourneyUrl, useJourneyHandOver } from '../journey-routing.tsx';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { homeFromSession } from '../onboarding/session-home.ts';
import { usePositionReport } from '../use-position-report.ts';
import type { MandateActorRef } from './MandateProvider.tsx';

// The mandate actor's runtime (ADR 012), in the mandate screens' chunk so the login route's bundle
// does not carry it: created while an applicant is logged in on a mandate address (the bank's
// return address too), kept while they move between its addresses, stopped on logout. Its
// machine and calls load with it.

export interface MandateRuntimeProps {
  onActor: (actor: MandateActorRef | null) => void;
  logic?: typeof mandateMachine | undefined;
}

// One holder for the page's life: every mandate address mounts the runtime afresh (each is its
// own route), and the journey must survive moving between them.
const shared = createLazyJourneyHolder<MandateActorRef>();
/** Whose journey the shared actor is: a later login (another phone) starts its own. */
let owner: string | null = null;

const applicationOf = (snapshot: ReturnType<MandateActorRef['getSnapshot']>) => snapshot.context.application;

export default function MandateRuntime({ onActor, logic }: MandateRuntimeProps) {
  const session = useSessionActor();
  const location = useLocation();
  const applicant = useSelector(
    session,
    (snapshot) => snapshot.matches('loggedIn') && !snapshot.matches({ loggedIn: 'guarantor' }),
  );
  const phone = useSelector(session, (snapshot) => snapshot.context.phone);
  const [holder] = useState(() => {
    // A journey that handed over is finished: coming back starts it again from the lender's answer.
    if (shared.current()?.getSnapshot().matches('handOver') || owner !== phone) shared.stop();
    owner = phone;
    return shared;
  });
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);

  useEffect(() => {
    if (!applicant) {
      holder.stop();
      return;
    }
    const entry = { pathname: location.pathname, search: location.search };
    holder.ensure(async () => {
      const { browserMandateDrafts } = await import('./drafts.ts');
      const input: MandateInput = { entry, drafts: browserMandateDrafts.read() };
      // Every load after the first asks the lender: an answer moved the application.
      const readHome = async (known: Parameters<typeof homeFromSession>[1]) => {
        if (known) session.send({ type: 'APPLICATION_CHANGED' });
        return homeFromSession(session, known);
      };
      const machine = logic ?? (await import('./mandate-logic.ts')).createAppMandateLogic({ env: { readHome } });
      return createActor(machine, { input, inspect: getInspect() });
    });
  }, [holder, session, applicant, location.pathname, location.search, logic]);

  useEffect(() => onActor(actor), [actor, onActor]);
  useEffect(() => () => onActor(null), [onActor]);

  // The agreement next, or not this journey's position: the address goes where the table says.
  useJourneyHandOver(actor);

  // Each answer tells the guard where the application is, and the session that its home is stale.
  usePositionReport(actor, session, applicationOf);

  return actor ? <JourneyUrl actorRef={actor} /> : null;
}
