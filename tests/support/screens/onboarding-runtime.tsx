import type { ReactNode } from 'react';
import type { onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import type { DraftStore } from '../../../src/journeys/onboarding/drafts.ts';
import { onboardingJourney } from '../../../src/journeys/onboarding/runtime.ts';
import { JourneyHost, JourneyRuntime } from '../../../src/journeys/runtime/JourneyRuntime.tsx';
import type { JourneyStart } from '../../../src/journeys/runtime/spec.ts';

// The app's journey runtime with the onboarding journey's root host (as src/app/router/RootFrame.tsx
// mounts it), running the test's chart and drafts instead of the app's. Mount inside a SessionProvider.

export function OnboardingRuntime({
  logic,
  drafts,
  children,
}: {
  logic: typeof onboardingMachine;
  drafts: Pick<DraftStore, 'read'>;
  children: ReactNode;
}) {
  const overrides = {
    onboarding: {
      // Async, as the app's: its chart loads with the first onboarding address.
      logic: async () => logic,
      input: ({ entry }: JourneyStart) => ({ entry, drafts: drafts.read() }),
    },
  };
  return (
    <JourneyRuntime overrides={overrides}>
      {children}
      <JourneyHost journey={onboardingJourney} />
    </JourneyRuntime>
  );
}
