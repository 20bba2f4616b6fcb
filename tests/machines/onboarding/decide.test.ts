import { describe, expect, it } from 'vitest';
import {
  canOpen,
  decide,
  draftFor,
  isOnboardingAddress,
  screenOfPath,
} from '../../../machines/onboarding/onboarding.machine.ts';

const application = (status: string, nextAction: string | null) => ({
  id: 'app-1',
  status,
  subStatus: null,
  nextAction,
  percentCompleted: 40,
});
const entry = (pathname: string) => ({ pathname, search: '' });

describe('the entry address', () => {
  it('reads the journey’s screens from addresses, including child pages', () => {
    expect(screenOfPath('/signup/pre-approval/step-2')).toBe('panKyc');
    expect(screenOfPath('/udyam-list')).toBe('udyam');
    expect(screenOfPath('/app-1/signup-under-review')).toBe('underReview');
    expect(screenOfPath('/signup/result')).toBe('result');
    expect(screenOfPath('/dashboard')).toBeNull();
  });

  it('knows which addresses belong to onboarding', () => {
    expect(isOnboardingAddress('/signup/pre-approval/step-1')).toBe(true);
    expect(isOnboardingAddress('/signup')).toBe(true);
    expect(isOnboardingAddress('/not-service-area')).toBe(true);
    expect(isOnboardingAddress('/dashboard')).toBe(false);
    expect(isOnboardingAddress('/signupx')).toBe(false);
  });

  it('is honoured when the position allows its screen', () => {
    expect(
      decide({
        application: application('addressProofIdNumberUpdated', 'personalAddress'),
        entry: entry('/signup/pre-approval/step-1'),
      }),
    ).toBe('personalInfo');
  });

  it('is overruled by the position’s own screen otherwise', () => {
    expect(
      decide({ application: application('tncAccepted', 'personalInfo'), entry: entry('/signup/pre-approval/review') }),
    ).toBe('personalInfo');
    expect(decide({ application: application('tncAccepted', 'personalInfo'), entry: entry('/dashboard') })).toBe(
      'personalInfo',
    );
    expect(decide({ application: application('tncAccepted', 'personalInfo'), entry: null })).toBe('personalInfo');
  });
});

describe('route guards', () => {
  it('refuse the screen already shown, while loading, and what the position does not allow', () => {
    const at = application('videoVerified', 'review');
    expect(canOpen({ application: at, screen: 'review' }, 'editPanKyc')).toBe(true);
    expect(canOpen({ application: at, screen: 'review' }, 'review')).toBe(false);
    expect(canOpen({ application: at, screen: null }, 'editPanKyc')).toBe(false);
    expect(canOpen({ application: null, screen: null }, 'personalInfo')).toBe(false);
    expect(canOpen({ application: at, screen: 'review' }, 'result')).toBe(false);
  });
});

describe('drafts', () => {
  const drafts = { version: 1 as const, applicationId: 'app-1', steps: { personalInfo: { firstName: 'Asha' } } };
  it('are given to a step only for the application they were typed for', () => {
    expect(draftFor({ application: application('tncAccepted', 'personalInfo'), drafts }, 'personalInfo')).toEqual({
      firstName: 'Asha',
    });
    expect(
      draftFor({ application: { ...application('tncAccepted', 'personalInfo'), id: 'app-2' }, drafts }, 'personalInfo'),
    ).toBeNull();
    expect(draftFor({ application: application('tncAccepted', 'personalInfo'), drafts }, 'panKyc')).toBeNull();
    expect(draftFor({ application: null, drafts }, 'personalInfo')).toBeNull();
  });
});
