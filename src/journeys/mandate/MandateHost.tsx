import type { ReactNode } from 'react';
import { useNavigation } from '../navigation.tsx';
import { JourneyHost } from '../runtime/JourneyRuntime.tsx';
import { isBankTransfersMode, mandateJourney } from './runtime.ts';

// The frame of every mandate screen (the declaration's `frame`): the journey runtime's host keeps
// the address in step with the mandate actor. redirect-mandate's bank-transfers mode is a profile
// page: the journey neither moves the address there nor hands it over.
export default function MandateHost({ children }: { children: ReactNode }) {
  const journey = !isBankTransfersMode(useNavigation().location.search);
  return (
    <>
      {journey ? <JourneyHost journey={mandateJourney} /> : null}
      {children}
    </>
  );
}
