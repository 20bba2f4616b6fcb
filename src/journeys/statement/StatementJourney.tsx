import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import type { statementMachine } from '../../../machines/statement/statement.machine.ts';
import type { StatementPlace } from '../../../machines/statement/types.ts';
import { todayInIndia } from '../../api/statement/period.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
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

function createHolder() {
  let actor: StatementActorRef | null = null;
  let key: StatementPlace | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => actor,
    key: () => key,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: StatementActorRef | null, nextKey: StatementPlace | null) {
      actor?.stop();
      actor = next;
      key = nextKey;
      actor?.start();
      listeners.forEach((listener) => listener());
    },
  };
}

const holder = createHolder();

/** The statement actor for the address open now. */
export function useStatementJourney(): StatementActorRef | null {
  const session = useSessionActor();
  const location = useLocation();
  const signedIn = useSelector(session, (snapshot) => snapshot.matches('loggedIn'));
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);
  const place = placeOf(location.pathname);

  useEffect(() => {
    if (!signedIn) {
      holder.set(null, null);
      return;
    }
    const current = holder.current();
    if (current && holder.key() === place && current.getSnapshot().status === 'active') return;
    const machine = provideStatement(apiClient, { saveFile });
    const input = { place, today: todayInIndia(Date.now()) };
    holder.set(createActor(machine, { input, inspect: getInspect() }), place);
  }, [signedIn, place]);

  return actor && holder.key() === place ? actor : null;
}
