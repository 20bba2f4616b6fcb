import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type HomeBundle } from '../../machines/session/session.machine.ts';
import type { ApplicationPosition } from '../../rules/onboarding/position.ts';
import { homeAt, loadAt } from '../fixtures/onboarding-positions.ts';
import { SIGNED_IN, sessionInputOf } from '../fixtures/session-input.ts';

// A signed-in session whose home reads are counted and answered from a list of lender positions:
// what the journeys that take their home from the session (onboarding, post-approval) are tested on.

const summary = {
  latestLoanId: null,
  documentListUploaded: [],
  referralCallbackUrl: null,
  referralMarketplaceMcode: null,
  businessInfo: null,
  personalInfo: { firstName: 'Asha', lastName: 'Verma' },
  welcomeReward: null,
};

/** The home bundle the lender answers at `position`. */
export const bundleAt = (position: ApplicationPosition): HomeBundle => ({
  ...loadAt('personalInfo'),
  home: homeAt(position),
  summary,
});

/** A session whose home reads answer `positions` in turn (a failure for an Error; the last repeats). */
export function sessionReading(positions: ReadonlyArray<ApplicationPosition | Error>) {
  const reads: number[] = [];
  const logic = sessionMachine.provide({
    actors: {
      loadHome: fromPromise<HomeBundle, void>(async () => {
        reads.push(reads.length + 1);
        const next = positions[Math.min(reads.length, positions.length) - 1];
        if (next instanceof Error) throw next;
        return bundleAt(next!);
      }),
    },
    actions: { persistHome: () => {}, persistAuth: () => {}, rememberReferral: () => {}, endSession: () => {} },
  });
  const session = createActor(logic, { input: sessionInputOf(SIGNED_IN) }).start();
  return { session, reads };
}
