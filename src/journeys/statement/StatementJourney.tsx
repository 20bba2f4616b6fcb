import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import type { statementMachine } from '../../../machines/statement/statement.machine.ts';
import type { StatementPlace } from '../../../machines/statement/types.ts';
import { todayInIndia } from '../../../rules/statement/period.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
import { createLazyJourneyHolder } from '../lazy-journey.ts';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { provideStatement } from './provide.ts';
import { saveFile } from './save-file.ts';

// The statement actor of the address open now (/credit-statement or /payment-history), created
// by the first of their screens that opens and kept while the customer stays there; a new one
// once the place changes or the last one finished (Pay handed over to the payment chart).

export type StatementActorRef = Actor<typeof statementMachine>;

export function placeOf(pathname: string): StatementPlace {
  return pathname.split('/').filter(Boolean)[0] === 'payment-history' ? 'history' : 'statement';
}

const holder = createLazyJourneyHolder<StatementActorRef, StatementPlace>();

/** The statement actor for the address open now. */
export function useStatementJourney(): StatementActorRef | null {
  const session = useSessionActor();
  const location = useLocation();
  const signedIn = useSelector(session, (snapshot) => snapshot.matches('loggedIn'));
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);
  const place = placeOf(location.pathname);

  useEffect(() => {
    if (!signedIn) {
      holder.stop();
      return;
    }
    const current = holder.current();
    // The last one finished (Pay handed over): coming back here starts a new one.
    if (current && current.getSnapshot().status !== 'active') holder.stop();
    holder.ensure(() => {
      const machine = provideStatement(apiClient, { saveFile });
      const input = { place, today: todayInIndia(Date.now()) };
      return createActor(machine, { input, inspect: getInspect() });
    }, place);
  }, [signedIn, place]);

  return actor && holder.key() === place ? actor : null;
}
