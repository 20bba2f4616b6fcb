// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { fromCallback } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import type { ApplicationLoad } from '../../../machines/onboarding/types.ts';
import { videoVerificationMachine } from '../../../machines/onboarding/video-verification.machine.ts';
import { OnboardingRuntime } from '../../support/screens/onboarding-runtime.tsx';
import { SessionProvider } from '../../../src/journeys/session/SessionProvider.tsx';
import VideoVerificationResult from '../../../src/journeys/onboarding/screens/video/VideoVerificationResult.tsx';
import { loadAt } from '../../fixtures/onboarding-positions.ts';
import { createHarness, createSessionLogic, sessionInput } from '../../support/screens/session-fixture.tsx';
import { Calls, axeViolations, settle } from '../../support/screens/step-fixture.tsx';

// /video-verification-result inside the app's real providers: the onboarding machine decides
// from the lender's position (only its lender-facing actors are the test's); a visitor has none.

const noDrafts = { read: () => null, save: () => {}, clear: () => {}, discard: () => {} };

function Address() {
  return <div data-testid="address">{useLocation().pathname}</div>;
}

function renderResult({ loggedIn = true }: { loggedIn?: boolean } = {}) {
  const harness = createHarness();
  const calls = new Calls();
  const logic = onboardingMachine.provide({
    actors: {
      loadApplication: calls.actor('loadApplication'),
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
        children: [{ path: '/video-verification-result', element: <VideoVerificationResult /> }],
      },
    ],
    { initialEntries: ['/video-verification-result'] },
  );
  render(<RouterProvider router={router} />);
  return {
    calls,
    load: async (load: ApplicationLoad) => {
      await settle();
      await act(async () => calls.next('loadApplication').resolve(load));
    },
  };
}

afterEach(cleanup);

describe('Video verification result', () => {
  it('tells a returning applicant the check is done once the lender holds a verified video; axe-clean', async () => {
    const { load } = renderResult();
    await settle();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const atReview = loadAt('review');
    await load({ ...atReview, home: { ...atReview.home, videoVerified: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your video check is complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue application' })).toHaveAttribute('href', '/signup');
    // The page stays where the provider sent the applicant until they choose to go on.
    expect(screen.getByTestId('address')).toHaveTextContent('/video-verification-result');
    expect(await axeViolations()).toEqual([]);
  });

  it('says the check is not complete while the journey is still on it', async () => {
    const { load } = renderResult();
    await load({ ...loadAt('videoVerification') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your video check is not complete yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue video check' })).toHaveAttribute(
      'href',
      '/signup/video-verification',
    );
  });

  it('says no check is needed when the application is past it without a video', async () => {
    const { load } = renderResult();
    await load(loadAt('result'));
    expect(await screen.findByRole('heading', { level: 1, name: 'No video check is needed now' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, with no journey behind the page', async () => {
    const { calls } = renderResult({ loggedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Video verification' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls.count('loadApplication')).toBe(0);
  });
});
