import { describe, expect, it } from 'vitest';
import { homeFromSession, movedSince, reportPosition } from '../../../src/journeys/session/session-home.ts';
import { homeAt, POSITIONS } from '../../fixtures/onboarding-positions.ts';
import { sessionReading } from '../../support/session-reading.ts';

// The session owns the applicant's home; onboarding reads it from there and reports the
// positions its steps answer, so nobody shows a copy from before a change.

const settled = (session: ReturnType<typeof sessionReading>['session']) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!session.getSnapshot().matches({ loggedIn: 'loadingHome' })) resolve();
      else setTimeout(check, 0);
    };
    check();
  });

describe('movedSince', () => {
  it('compares where the application is, not when it was read', () => {
    expect(movedSince(POSITIONS.personalInfo, homeAt(POSITIONS.personalInfo))).toBe(false);
    expect(movedSince(POSITIONS.kycSelection, homeAt(POSITIONS.personalInfo))).toBe(true);
    expect(movedSince({ ...POSITIONS.review, percentCompleted: 90 }, homeAt(POSITIONS.review))).toBe(true);
    expect(movedSince(POSITIONS.result, null)).toBe(true);
  });
});

describe('homeFromSession', () => {
  it('hands onboarding the home the session read, without reading it again', async () => {
    const { session, reads } = sessionReading([POSITIONS.personalInfo]);
    const bundle = await homeFromSession(session, null);
    expect(bundle.home.application.nextAction).toBe('personalInfo');
    expect(bundle.summary.personalInfo?.firstName).toBe('Asha');
    expect(await homeFromSession(session, POSITIONS.personalInfo)).toEqual(bundle);
    expect(reads).toEqual([1]);
  });

  it('reads home again when the last step answer is newer than it (a decision)', async () => {
    const { session, reads } = sessionReading([POSITIONS.review, POSITIONS.result]);
    await settled(session);
    const bundle = await homeFromSession(session, POSITIONS.result);
    expect(reads).toEqual([1, 2]);
    expect(bundle.home.application.status.value).toBe('approved');
    expect(bundle.home.bestApprovedAmount).toBe(36_000_000);
    // The session now holds the fresh copy: the dashboard shows the decision, not the review.
    expect(session.getSnapshot().context.home).toBe(bundle.home);
    expect(session.getSnapshot().context.homeStale).toBe(false);
  });

  it('fails with the session’s message, and asks the session to try again on the next load', async () => {
    const { session, reads } = sessionReading([new Error('Home is being rebuilt'), POSITIONS.personalInfo]);
    await expect(homeFromSession(session, null)).rejects.toThrow('Home is being rebuilt');
    const bundle = await homeFromSession(session, null);
    expect(bundle.home.application.nextAction).toBe('personalInfo');
    expect(reads).toEqual([1, 2]);
  });
});

describe('reportPosition', () => {
  it('marks home stale only when a step moved the application on', async () => {
    const { session, reads } = sessionReading([POSITIONS.personalInfo, POSITIONS.kycSelection]);
    await settled(session);
    reportPosition(session, POSITIONS.personalInfo);
    expect(session.getSnapshot().context.homeStale).toBe(false);
    reportPosition(session, POSITIONS.kycSelection);
    expect(session.getSnapshot().context.homeStale).toBe(true);
    session.send({ type: 'HOME_NEEDED' });
    await settled(session);
    expect(reads).toEqual([1, 2]);
    expect(session.getSnapshot().context.home?.application.nextAction).toBe('kycSelection');
    expect(session.getSnapshot().context.homeStale).toBe(false);
  });
});
