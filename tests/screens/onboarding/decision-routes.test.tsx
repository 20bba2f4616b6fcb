// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { fromCallback } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import { formStepMachine } from '../../../machines/onboarding/form-step.machine.ts';
import { videoVerificationMachine } from '../../../machines/onboarding/video-verification.machine.ts';
import { OnboardingRuntime } from '../../support/screens/onboarding-runtime.tsx';
import { SessionProvider } from '../../../src/journeys/session/SessionProvider.tsx';
import OnBoardingLayout from '../../../src/screens/layouts/OnBoardingLayout.tsx';
import ErrorNotEligible from '../../../src/journeys/onboarding/screens/outcomes/ErrorNotEligible.tsx';
import Failure from '../../../src/journeys/onboarding/screens/outcomes/Failure.tsx';
import NotServiceArea from '../../../src/journeys/onboarding/screens/outcomes/NotServiceArea.tsx';
import Congratulations from '../../../src/journeys/onboarding/screens/outcomes/PreApprovalCongratulations.tsx';
import PreApprovalResult from '../../../src/journeys/onboarding/screens/outcomes/PreApprovalResult.tsx';
import SignupUnderReview from '../../../src/journeys/onboarding/screens/outcomes/SignupUnderReview.tsx';
import {
  GENERIC_REASON,
  notEligibleReason,
} from '../../../src/journeys/onboarding/screens/outcomes/not-eligible-reasons.ts';
import VideoVerification from '../../../src/journeys/onboarding/screens/video/VideoVerification.tsx';
import { SCREEN_MODULES } from '../../../src/app/router/screen-registry.ts';
import { isNotAvailable } from '../../../src/routes/not-available.ts';
import { APPLICATION_ID, NOT_ELIGIBLE_REASON, loadAt, type PositionName } from '../../fixtures/onboarding-positions.ts';
import { createHarness, createSessionLogic, sessionInput } from '../../support/screens/session-fixture.tsx';
import { Calls, settle } from '../../support/screens/step-fixture.tsx';

// The decision pages and the video check as registered route modules, inside the app's real
// session and onboarding providers: the onboarding machine runs with only its lender-facing
// actors replaced, and the address follows the journey (ADR 003).

const noDrafts = { read: () => null, save: () => {}, clear: () => {}, discard: () => {} };

function Address() {
  return <div data-testid="address">{useLocation().pathname}</div>;
}

function renderAt(path: string, { loggedIn = true }: { loggedIn?: boolean } = {}) {
  const harness = createHarness();
  const calls = new Calls();
  const logic = onboardingMachine.provide({
    actors: {
      loadApplication: calls.actor('loadApplication'),
      personalAddressStep: formStepMachine.provide({
        actors: {
          load: calls.actor('personalAddress.load'),
          save: calls.actor('personalAddress.save'),
          skip: calls.actor('personalAddress.skip'),
        },
        guards: { valid: () => true, canSkip: () => false },
        actions: { showErrors: () => {}, persistDraft: () => {}, clearDraft: () => {} },
      }),
      // No camera in jsdom: the check offers its file fallback.
      videoVerification: videoVerificationMachine.provide({
        actors: { camera: fromCallback(({ sendBack }) => sendBack({ type: 'CAMERA_FAILED', problem: 'missing' })) },
      }),
    },
    actions: { refreshDrafts: () => {} },
  });
  const input = loggedIn ? sessionInput({ token: 'Bearer t', phone: '9876543210' }) : sessionInput();
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider logic={createSessionLogic(harness.calls, harness.recorded)} input={input}>
            <OnboardingRuntime logic={logic} drafts={noDrafts}>
              <Address />
              <Outlet />
            </OnboardingRuntime>
          </SessionProvider>
        ),
        children: [
          {
            path: '/signup',
            element: <OnBoardingLayout />,
            children: [
              { path: 'result', element: <PreApprovalResult /> },
              { path: 'congratulations', element: <Congratulations /> },
              { path: 'failure', element: <Failure /> },
              { path: 'video-verification', element: <VideoVerification /> },
              { path: 'pre-approval/personal-address', element: <h1>Current address</h1> },
              { path: 'pre-approval/review', element: <h1>Review</h1> },
            ],
          },
          { path: '/not-service-area', element: <NotServiceArea /> },
          { path: '/error-not-eligible', element: <ErrorNotEligible /> },
          { path: '/:id/signup-under-review', element: <SignupUnderReview /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const load = async (position: PositionName) => {
    await settle();
    await act(async () => calls.next('loadApplication').resolve(loadAt(position)));
  };
  return { calls, load };
}

const address = () => screen.getByTestId('address').textContent;

afterEach(cleanup);

describe('Registered decision screens', () => {
  it('are built screens now, each its own module', () => {
    for (const name of [
      'PreApprovalResult',
      'PreApprovalCongratulations',
      'ErrorNotEligible',
      'NotServiceArea',
      'SignupUnderReview',
      'Failure',
      'VideoVerification',
    ] as const) {
      expect(isNotAvailable(name), name).toBe(false);
      expect(typeof SCREEN_MODULES[name], name).toBe('function');
    }
  });

  it('result: Loader while the position loads, the amount, then Continue goes to congratulations', async () => {
    const user = userEvent.setup();
    const { load } = renderAt('/signup/result');
    await settle();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await load('result');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your credit line is approved' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(address()).toBe('/signup/congratulations'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations!' })).toBeInTheDocument();
  });

  it('result opened before the decision lands on the review without showing the result', async () => {
    const { load } = renderAt('/signup/result');
    await load('review');
    await waitFor(() => expect(address()).toBe('/signup/pre-approval/review'));
    expect(screen.queryByRole('heading', { name: 'Your credit line is approved' })).toBeNull();
  });

  it('not serviceable: Change address takes the applicant and the address to the current address step', async () => {
    const user = userEvent.setup();
    const { load } = renderAt('/not-service-area');
    await load('notServiceable');
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    await waitFor(() => expect(address()).toBe('/signup/pre-approval/personal-address'));
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('not serviceable for a visitor: the plain page without Change address and without a journey', async () => {
    renderAt('/not-service-area', { loggedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'We do not serve your area yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change address' })).toBeNull();
  });

  it('not eligible: the lender’s reason in words for the applicant, the generic one for a visitor', async () => {
    const { load } = renderAt('/error-not-eligible');
    await settle();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await load('notEligible');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We cannot offer you a credit line yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(notEligibleReason(NOT_ELIGIBLE_REASON))).toBeInTheDocument();
    expect(screen.queryByText(GENERIC_REASON)).toBeNull();
    cleanup();
    renderAt('/error-not-eligible', { loggedIn: false });
    expect(await screen.findByText(GENERIC_REASON)).toBeInTheDocument();
  });

  it('under review at the application’s own address', async () => {
    const { load } = renderAt(`/${APPLICATION_ID}/signup-under-review`);
    await load('underReview');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your application is under review' }),
    ).toBeInTheDocument();
    expect(address()).toBe(`/${APPLICATION_ID}/signup-under-review`);
  });

  it('failure needs no journey: a visitor sees it with a way back into the application', async () => {
    renderAt('/signup/failure', { loggedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue application' })).toHaveAttribute('href', '/signup');
  });

  it('video verification renders the journey’s videoVerification child', async () => {
    const { load } = renderAt('/signup/video-verification');
    await load('videoVerification');
    expect(await screen.findByRole('heading', { level: 1, name: 'Face and video verification' })).toBeInTheDocument();
    expect(
      await screen.findByText('We could not find a camera on this device. You can choose a file instead.'),
    ).toBeInTheDocument();
  });
});
