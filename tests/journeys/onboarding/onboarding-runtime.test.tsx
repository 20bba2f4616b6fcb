// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import type { ApplicationLoad, LoadApplicationInput } from '../../../machines/onboarding/onboarding.machine.ts';
import { sessionMachine, type HomeBundle } from '../../../machines/session/session.machine.ts';
import { useOnboardingActor, useStepActor } from '../../../src/journeys/onboarding/use-onboarding.ts';
import { OnboardingRuntime } from '../../support/screens/onboarding-runtime.tsx';
import { createDraftStore } from '../../../src/journeys/onboarding/drafts.ts';
import { knownPosition, notePosition } from '../../../src/journeys/application-position.ts';
import {
  SessionProvider,
  useSessionActor,
  type SessionActorRef,
} from '../../../src/journeys/session/SessionProvider.tsx';
import { loadAt, POSITIONS } from '../../fixtures/onboarding-positions.ts';
import { SIGNED_IN, sessionInputOf } from '../../fixtures/session-input.ts';
import { memoryBackend } from '../../support/memory-storage.ts';

// The onboarding actor is created lazily for a logged-in applicant on an onboarding address,
// with that address as its entry and the stored drafts; it hands out the step child, follows the
// machine's hand-over of a later journey's status to that journey's entry, and tells the guard
// each position the lender answers.

const session = sessionInputOf(SIGNED_IN);

const never = new Promise<never>(() => {});
const sessionLogic = sessionMachine.provide({
  actors: {
    loadHome: fromPromise(() => never as Promise<HomeBundle>),
    logout: fromPromise<void, void>(async () => {}),
  },
  actions: { persistHome: () => {}, persistAuth: () => {}, rememberReferral: () => {}, endSession: () => {} },
});

function onboardingLogic(load: ApplicationLoad) {
  return onboardingMachine.provide({
    actors: {
      loadApplication: fromPromise<ApplicationLoad, LoadApplicationInput>(async () => load),
      personalInfoStep: fromPromise(() => never) as never,
    },
    actions: { refreshDrafts: () => {} },
  });
}

let sessionSeen: SessionActorRef | null = null;
function SessionProbe() {
  sessionSeen = useSessionActor();
  return null;
}

function Probe() {
  const actor = useOnboardingActor();
  const step = useStepActor();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <dl>
      <dt>actor</dt>
      <dd data-testid="actor">{actor ? JSON.stringify(actor.getSnapshot().value) : 'none'}</dd>
      <dt>step</dt>
      <dd data-testid="step">{step ? 'running' : 'none'}</dd>
      <dt>at</dt>
      <dd data-testid="at">{location.pathname}</dd>
      <dd>
        <button type="button" onClick={() => void navigate('/signup/pre-approval/step-1')}>
          onboarding
        </button>
      </dd>
    </dl>
  );
}

function mount(logic: typeof onboardingMachine, at: string, storage = memoryBackend(), sessionWith = sessionLogic) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <SessionProvider logic={sessionWith} input={session}>
        <SessionProbe />
        <OnboardingRuntime logic={logic} drafts={createDraftStore(() => storage)}>
          <Routes>
            <Route path="*" element={<Probe />} />
          </Routes>
        </OnboardingRuntime>
      </SessionProvider>
    </MemoryRouter>,
  );
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('the onboarding journey in the runtime', () => {
  it('creates no actor away from onboarding, and one when an onboarding address opens', async () => {
    mount(onboardingLogic(loadAt('personalInfo')), '/dashboard');
    await settle();
    expect(screen.getByTestId('actor')).toHaveTextContent('none');
    await act(async () => screen.getByRole('button', { name: 'onboarding' }).click());
    await settle();
    expect(screen.getByTestId('actor')).toHaveTextContent('"personalInfo"');
    expect(screen.getByTestId('step')).toHaveTextContent('running');
  });

  it('starts no onboarding on a post-approval address under /signup (that journey owns it)', async () => {
    mount(onboardingLogic(loadAt('laterJourney')), '/signup/bank-details');
    await settle();
    expect(screen.getByTestId('actor')).toHaveTextContent('none');
    // Left alone there: onboarding's hand-over would overrule a screen the position allows.
    expect(screen.getByTestId('at')).toHaveTextContent('/signup/bank-details');
  });

  it('hands a later journey’s status to that journey’s entry', async () => {
    mount(onboardingLogic(loadAt('laterJourney')), '/signup/pre-approval/step-1');
    await settle();
    await settle();
    expect(screen.getByTestId('actor')).toHaveTextContent('"laterJourney"');
    expect(screen.getByTestId('at')).toHaveTextContent('/signup/post-approval/step-1');
    expect(screen.getByTestId('step')).toHaveTextContent('none');
  });

  it('tells the session its home is out of date once a step answer moved the application on', async () => {
    const sessionHome = sessionMachine.provide({
      actors: {
        loadHome: fromPromise<HomeBundle, void>(async () => ({
          ...loadAt('personalInfo'),
          summary: {
            latestLoanId: null,
            documentListUploaded: [],
            referralCallbackUrl: null,
            referralMarketplaceMcode: null,
            businessInfo: null,
            personalInfo: null,
            welcomeReward: null,
          },
        })),
      },
      actions: { persistHome: () => {}, persistAuth: () => {}, rememberReferral: () => {}, endSession: () => {} },
    });
    let answer: (value: { application: typeof POSITIONS.kycSelection }) => void = () => {};
    const logic = onboardingMachine.provide({
      actors: {
        loadApplication: fromPromise<ApplicationLoad, LoadApplicationInput>(async () => loadAt('personalInfo')),
        personalInfoStep: fromPromise(() => new Promise((resolve) => (answer = resolve))) as never,
        kycSelectionStep: fromPromise(() => never) as never,
      },
      actions: { refreshDrafts: () => {} },
    });
    mount(logic, '/signup/pre-approval/step-1', memoryBackend(), sessionHome);
    await settle();
    await settle();
    expect(screen.getByTestId('actor')).toHaveTextContent('"personalInfo"');
    expect(sessionSeen?.getSnapshot().context.homeStale).toBe(false);
    await act(async () => answer({ application: POSITIONS.kycSelection }));
    await settle();
    expect(screen.getByTestId('actor')).toHaveTextContent('"kycSelection"');
    expect(sessionSeen?.getSnapshot().context.homeStale).toBe(true);
  });

  it('tells the guard the position the lender answered', async () => {
    notePosition(null);
    mount(onboardingLogic(loadAt('laterJourney')), '/signup/pre-approval/step-1');
    await settle();
    expect(knownPosition()).toEqual({ status: 'emandatePending', subStatus: null, nextAction: null });
  });
});
