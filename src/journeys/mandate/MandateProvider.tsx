import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Actor } from 'xstate';
import type { mandateMachine } from '../../../machines/mandate/mandate.machine.ts';
import { BANK_TRANSFERS_MODE } from '../../../machines/mandate/screens.ts';
import MandateRuntime from './MandateRuntime.tsx';

// Where the mandate screens find the applicant's mandate actor (ADR 012). Every mandate screen is
// drawn inside this provider (the frame of src/journeys/mandate/journey.ts, loaded lazily), so nothing
// of the journey is in the login route's bundle.

export type MandateActorRef = Actor<typeof mandateMachine>;

const MandateContext = createContext<MandateActorRef | null>(null);

export interface MandateProviderProps {
  children: ReactNode;
  /** Replaces the app's logic (tests provide fakes through it). */
  logic?: typeof mandateMachine;
}

export function MandateProvider({ children, logic }: MandateProviderProps) {
  const location = useLocation();
  const [actor, setActor] = useState<MandateActorRef | null>(null);
  // redirect-mandate's bank-transfers mode is a profile page, not a mandate step.
  const journey = new URLSearchParams(location.search).get('mode') !== BANK_TRANSFERS_MODE;
  return (
    <MandateContext.Provider value={journey ? actor : null}>
      {journey ? <MandateRuntime onActor={setActor} logic={logic} /> : null}
      {children}
    </MandateContext.Provider>
  );
}

/** The applicant's mandate actor; null before it exists. */
export function useMandateActor(): MandateActorRef | null {
  return useContext(MandateContext);
}
