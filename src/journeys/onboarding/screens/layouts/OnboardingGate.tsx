import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { onboardingMachine } from '../../../../../machines/onboarding/onboarding.machine.ts';
import type { OnboardingActorRef } from '../../runtime.ts';
import { Loader } from '../../../../ui/index.ts';
import { RetryFrame } from '../../../../screens/PageFrame.tsx';
import { StepHeader } from './StepHeader.tsx';

type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

type GateView = { kind: 'screen' } | { kind: 'checking' } | { kind: 'failed'; message: string };

const SCREEN: GateView = { kind: 'screen' };
const CHECKING: GateView = { kind: 'checking' };
const FAILED_FALLBACK = 'We could not load your application. Please check your connection and try again.';

// The journey's states that have no screen of their own: the serviceability check (a Loader)
// and the two failures with Retry. Every other state is drawn by the routed screen.
function gateView(snapshot: OnboardingSnapshot | undefined): GateView {
  if (!snapshot) return SCREEN;
  if (snapshot.matches('serviceability')) return CHECKING;
  if (snapshot.matches('loadFailed') || snapshot.matches('serviceabilityFailed')) {
    return { kind: 'failed', message: snapshot.context.loadError ?? FAILED_FALLBACK };
  }
  return SCREEN;
}

const sameGate = (a: GateView, b: GateView) =>
  a.kind === b.kind && (a.kind !== 'failed' || b.kind !== 'failed' || a.message === b.message);

export interface OnboardingGateProps {
  actor: OnboardingActorRef | null;
  children: ReactNode;
}

/**
 * Shows the routed screen under its step indicator and Back (StepHeader), or the journey's own
 * Loader / failure with Retry when it has no screen.
 */
export function OnboardingGate({ actor, children }: OnboardingGateProps) {
  const view = useSelector(actor ?? undefined, gateView, sameGate);
  if (view.kind === 'checking') return <Loader lines={['Please wait while we check', 'that we serve your area']} />;
  if (view.kind === 'failed') {
    return (
      <RetryFrame
        title="Something went wrong"
        heading="plain"
        error={view.message}
        onRetry={() => actor?.send({ type: 'RETRY' })}
      />
    );
  }
  return (
    <>
      <StepHeader />
      {children}
    </>
  );
}
