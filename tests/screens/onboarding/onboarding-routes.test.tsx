// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import { OnboardingRuntime } from '../../support/screens/onboarding-runtime.tsx';
import { SessionProvider } from '../../../src/journeys/session/SessionProvider.tsx';
import type { RouteHandle } from '../../../src/routes/route-handle.ts';
import OnBoardingLayout from '../../../src/screens/layouts/OnBoardingLayout.tsx';
import PrePostApprovalLayout from '../../../src/screens/layouts/PrePostApprovalLayout.tsx';
import PreApprovalKycSelection from '../../../src/journeys/onboarding/screens/pre-approval/PreApprovalKycSelection.tsx';
import PreApprovalStep1 from '../../../src/journeys/onboarding/screens/pre-approval/PreApprovalStep1.tsx';
import { APPLICATION_ID, POSITIONS, loadAt } from '../../fixtures/onboarding-positions.ts';
import { createHarness, createSessionLogic, sessionInput } from '../../support/screens/session-fixture.tsx';
import { Calls, settle } from '../../support/screens/step-fixture.tsx';
import { formStepMachine } from '../../../machines/onboarding/form-step.machine.ts';

// The registered screens inside the app's real providers and layouts: a logged-in session, the
// onboarding machine with only its lender-facing actors replaced, the address kept by ADR 003.

const noDrafts = { read: () => null, save: () => {}, clear: () => {}, discard: () => {} };

function stepLogic(calls: Calls, name: string) {
  return formStepMachine.provide({
    actors: { load: calls.actor(`${name}.load`), save: calls.actor(`${name}.save`), skip: calls.actor(`${name}.skip`) },
    guards: { valid: () => true, canSkip: () => false },
    actions: { showErrors: () => {}, persistDraft: () => {}, clearDraft: () => {} },
  });
}

function Address() {
  const location = useLocation();
  return <div data-testid="address">{location.pathname}</div>;
}

function renderAt(path: string) {
  const harness = createHarness();
  const calls = new Calls();
  const logic = onboardingMachine.provide({
    actors: {
      loadApplication: calls.actor('loadApplication'),
      personalInfoStep: stepLogic(calls, 'personalInfo'),
      kycSelectionStep: stepLogic(calls, 'kycSelection'),
    },
    actions: { refreshDrafts: () => {} },
  });
  const handle = (name: string, meta: RouteHandle['meta']): RouteHandle => ({ name, meta });
  const pre = { requiresAuth: true, totalSteps: 4 };
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider
            logic={createSessionLogic(harness.calls, harness.recorded)}
            input={sessionInput({ token: 'Bearer t', phone: '9876543210' })}
          >
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
              {
                path: 'pre-approval',
                element: <PrePostApprovalLayout />,
                handle: handle('Pre Approval', pre),
                children: [
                  {
                    path: 'step-1',
                    element: <PreApprovalStep1 />,
                    handle: handle('Pre Approval Step 1', { ...pre, currentStep: 1, showRewardsBanner: true }),
                  },
                  {
                    path: 'kyc',
                    element: <PreApprovalKycSelection />,
                    handle: handle('Pre Approval Kyc Selection', { ...pre, currentStep: 2 }),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { calls, harness };
}

describe('Onboarding screens in the app frame', () => {
  it('shows the Loader, then the lender’s step with its welcome reward, then follows the answer to KYC', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/signup/pre-approval/step-1');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while we fetch');
    await act(async () => calls.next('loadApplication').resolve(loadAt('personalInfo')));
    const load = calls.next('personalInfo.load');
    expect(load.input).toEqual({ applicationId: APPLICATION_ID, edit: false });
    await act(async () =>
      load.resolve({ values: { firstName: 'Asha' }, data: { welcomeReward: { points: 500, title: 'Welcome bonus' } } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4: Personal details')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Welcome reward' })).toHaveTextContent('Welcome bonus');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => calls.next('personalInfo.save').resolve({ application: POSITIONS.kycSelection }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/signup/pre-approval/kyc'));
    await act(async () => calls.next('kycSelection.load').resolve({ values: {}, data: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Welcome reward' })).toBeNull();
  });

  it('a URL the position does not allow lands on the allowed screen without showing the other one', async () => {
    const { calls } = renderAt('/signup/pre-approval/kyc');
    await settle();
    await act(async () => calls.next('loadApplication').resolve(loadAt('personalInfo')));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/signup/pre-approval/step-1'));
    expect(screen.queryByRole('heading', { name: 'Verify your identity' })).toBeNull();
    expect(calls.count('kycSelection.load')).toBe(0);
  });

  it('replaces the screen with the load error and Retry when the application cannot load', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/signup/pre-approval/step-1');
    await settle();
    await act(async () => calls.next('loadApplication').reject(new Error('The lender is not answering.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The lender is not answering.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.count('loadApplication')).toBe(2);
  });
});
