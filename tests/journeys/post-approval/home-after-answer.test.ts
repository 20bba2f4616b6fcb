import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type HomeBundle } from '../../../machines/session/session.machine.ts';
import type { ApplicationPosition } from '../../../rules/onboarding/position.ts';
import { reportPosition } from '../../../src/journeys/session/session-home.ts';
import { homeAfterAnswer } from '../../../src/journeys/post-approval/home-after-answer.ts';
import { homeAt, loadAt, POSITIONS } from '../../fixtures/onboarding-positions.ts';
import { SIGNED_IN, sessionInputOf } from '../../fixtures/session-input.ts';

// The post-approval journey reads home from the session once per load that needs it: never twice
// for one answer (its own report and its load), and a fresh copy when the lender moved silently.

const summary = {
  latestLoanId: null,
  documentListUploaded: [],
  referralCallbackUrl: null,
  referralMarketplaceMcode: null,
  businessInfo: null,
  personalInfo: { firstName: 'Asha', lastName: 'Verma' },
  welcomeReward: null,
};

const bundleAt = (position: ApplicationPosition): HomeBundle => ({
  ...loadAt('personalInfo'),
  home: homeAt(position),
  summary,
});

function sessionReading(positions: ApplicationPosition[]) {
  const reads: number[] = [];
  const logic = sessionMachine.provide({
    actors: {
      loadHome: fromPromise<HomeBundle, void>(async () => {
        reads.push(reads.length + 1);
        return bundleAt(positions[Math.min(reads.length, positions.length) - 1]!);
      }),
    },
    actions: { persistHome: () => {}, persistAuth: () => {}, rememberReferral: () => {}, endSession: () => {} },
  });
  return { session: createActor(logic, { input: sessionInputOf(SIGNED_IN) }).start(), reads };
}

describe('homeAfterAnswer', () => {
  it('takes the session’s home on the first load', async () => {
    const { session, reads } = sessionReading([POSITIONS.result]);
    await homeAfterAnswer(session, null);
    expect(reads).toEqual([1]);
  });

  it('reads once after a child: its status, reported first, already marked home stale', async () => {
    const { session, reads } = sessionReading([POSITIONS.review, POSITIONS.result]);
    await homeAfterAnswer(session, null);
    const childDone = { ...POSITIONS.review, status: 'approved', nextAction: null };
    reportPosition(session, childDone);
    const bundle = await homeAfterAnswer(session, childDone);
    expect(reads).toEqual([1, 2]);
    expect(bundle.home.application.status.value).toBe('approved');
  });

  it('asks for a fresh copy when the position is the one home says (the lender moved silently)', async () => {
    const { session, reads } = sessionReading([POSITIONS.review, POSITIONS.result]);
    await homeAfterAnswer(session, null);
    const bundle = await homeAfterAnswer(session, POSITIONS.review);
    expect(reads).toEqual([1, 2]);
    expect(bundle.home.application.status.value).toBe('approved');
  });
});
