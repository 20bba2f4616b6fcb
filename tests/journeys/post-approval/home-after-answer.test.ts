import { describe, expect, it } from 'vitest';
import { reportPosition } from '../../../src/journeys/session/session-home.ts';
import { homeAfterAnswer } from '../../../src/journeys/post-approval/home-after-answer.ts';
import { POSITIONS } from '../../fixtures/onboarding-positions.ts';
import { sessionReading } from '../../support/session-reading.ts';

// The post-approval journey reads home from the session once per load that needs it: never twice
// for one answer (its own report and its load), and a fresh copy when the lender moved silently.

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
