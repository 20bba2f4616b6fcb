import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import type { guarantorMachine } from '../../../machines/guarantor/guarantor.machine.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
import { createLazyJourneyHolder } from '../lazy-journey.ts';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { storage } from '../../lib/storage.ts';
import { provideGuarantor } from './provide.ts';

// The one guarantor actor of a logged-in guarantor, started by the guarantor layout: created when
// a guarantor address first opens (the landing after OTP, a reload, the way back from a provider
// page) and kept until the guarantor logs out. The address it opened on is its
// entry (ADR 003); storage keeps the chosen loan so a reload finds it.

export type GuarantorActorRef = Actor<typeof guarantorMachine>;

const GuarantorActorContext = createContext<GuarantorActorRef | null>(null);

function storedChoice(): string | null {
  const stored = storage.get('selectedGuarantorLoan') as { loanId?: unknown } | null;
  return typeof stored?.loanId === 'string' ? stored.loanId : null;
}

// One per page, outside the layout: a screen's lazy chunk suspends the layout's subtree the first
// time it loads, and the journey must not start over when it comes back.
const holder = createLazyJourneyHolder<GuarantorActorRef>();

/** Creates and starts the guarantor actor once per login; stops it when the guarantor logs out. */
export function useGuarantorJourney(): GuarantorActorRef | null {
  const session = useSessionActor();
  const location = useLocation();
  const guarantor = useSelector(session, (snapshot) => snapshot.matches({ loggedIn: 'guarantor' }));
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);
  const [entry] = useState(() => ({ pathname: location.pathname, search: location.search }));

  useEffect(() => {
    const guarantorId = storage.get('guarantorId');
    if (!guarantor || !guarantorId) {
      holder.stop();
      return;
    }
    holder.ensure(() => {
      const machine = provideGuarantor(apiClient, {
        entry,
        chosenLoanId: storedChoice,
        now: () => Date.now(),
        storeChoice: (loanId) => storage.set('selectedGuarantorLoan', { loanId }),
        redirectTo: (url) => window.location.assign(url),
      });
      return createActor(machine, { input: { guarantorId }, inspect: getInspect() });
    });
  }, [guarantor, entry]);

  return actor;
}

export function GuarantorActorProvider({ actor, children }: { actor: GuarantorActorRef | null; children: ReactNode }) {
  return <GuarantorActorContext.Provider value={actor}>{children}</GuarantorActorContext.Provider>;
}

/** The guarantor's journey actor; null before it exists. */
export function useGuarantorActor(): GuarantorActorRef | null {
  return useContext(GuarantorActorContext);
}
