import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import type { AgreementLogic } from './provide.ts';
import { isAgreementAddress } from '../../../machines/routing/agreement-screens.ts';
import { notePosition } from '../application-position.ts';
import { getInspect } from '../inspect.ts';
import { JourneyUrl, useJourneyHandOver } from '../journey-routing.tsx';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { homeFromSession, reportPosition } from '../onboarding/session-home.ts';

// The applicant's one agreement actor (ADR 013), made like post-approval's: created the first
// time an agreement address is open while an applicant is logged in (the hand-over from the
// mandate, a reload, the way back from the e-sign page), kept until the session logs out. Its
// machine and calls load with that first address.

export type AgreementActorRef = Actor<AgreementLogic>;

const AgreementContext = createContext<AgreementActorRef | null>(null);

function createHolder() {
  let actor: AgreementActorRef | null = null;
  let pending: object | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    current: () => actor,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure(create: () => Promise<AgreementActorRef>) {
      if (actor || pending) return;
      const ticket = (pending = {});
      void create().then((created) => {
        if (pending !== ticket) return;
        pending = null;
        actor = created;
        actor.start();
        changed();
      });
    },
    stop() {
      pending = null;
      if (!actor) return;
      actor.stop();
      actor = null;
      changed();
    },
  };
}

/** Mount inside SessionProvider (src/app/router/RootFrame.tsx). */
export function AgreementProvider({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const location = useLocation();
  const applicant = useSelector(
    session,
    (snapshot) => snapshot.matches('loggedIn') && !snapshot.matches({ loggedIn: 'guarantor' }),
  );
  const onAddress = isAgreementAddress(location.pathname);
  const [holder] = useState(createHolder);
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);

  useEffect(() => {
    if (!applicant) {
      holder.stop();
      return;
    }
    if (!onAddress) return;
    const entry = { pathname: location.pathname, search: location.search };
    holder.ensure(async () => {
      const [{ provideAgreement }, { apiClient }] = await Promise.all([
        import('./provide.ts'),
        import('../api-client.ts'),
      ]);
      // Every load after the first asks the lender: an answer may have moved the application.
      let first = true;
      const readHome = async () => {
        if (!first) session.send({ type: 'APPLICATION_CHANGED' });
        first = false;
        return (await homeFromSession(session, null)).home;
      };
      const machine = provideAgreement(apiClient, { readHome, redirectTo: (url) => window.location.assign(url) });
      return createActor(machine, { input: { entry }, inspect: getInspect() });
    });
  }, [holder, session, applicant, onAddress, location.pathname, location.search]);

  useEffect(() => () => holder.stop(), [holder]);

  useJourneyHandOver(actor);

  // Each answer tells the guard where the application is, and the session that its home is stale.
  useEffect(() => {
    if (!actor) return;
    let position: unknown = null;
    const note = (snapshot: ReturnType<AgreementActorRef['getSnapshot']>) => {
      if (snapshot.context.position === position) return;
      position = snapshot.context.position;
      if (!snapshot.context.position) return;
      notePosition(snapshot.context.position);
      reportPosition(session, snapshot.context.position);
    };
    note(actor.getSnapshot());
    const subscription = actor.subscribe(note);
    return () => subscription.unsubscribe();
  }, [actor, session]);

  return (
    <AgreementContext.Provider value={actor}>
      {actor && onAddress ? <JourneyUrl actorRef={actor} /> : null}
      {children}
    </AgreementContext.Provider>
  );
}

/** The applicant's agreement actor; null before it exists. */
export function useAgreementActor(): AgreementActorRef | null {
  return useContext(AgreementContext);
}
