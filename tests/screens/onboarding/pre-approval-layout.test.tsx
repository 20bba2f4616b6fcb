// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import PrePostApprovalLayout from '../../../src/screens/layouts/PrePostApprovalLayout.tsx';
import { StepHeader } from '../../../src/journeys/onboarding/screens/layouts/StepHeader.tsx';
import type { RouteHandle } from '../../../src/routes/route-handle.ts';
import { JourneyRuntime } from '../../../src/journeys/runtime/JourneyRuntime.tsx';
import { SessionProvider } from '../../../src/journeys/session/SessionProvider.tsx';
import { createHarness, createSessionLogic, sessionInput } from '../../support/screens/session-fixture.tsx';

// The onboarding gate draws StepHeader above every onboarding screen; here it stands above the
// pre-approval layout as the gate puts it, and above screens routed elsewhere.
// The layout reads the onboarding step's actor from the app's journey runtime: signed out, none runs.
function Gate() {
  const [harness] = useState(createHarness);
  return (
    <SessionProvider logic={createSessionLogic(harness.calls, harness.recorded)} input={sessionInput()}>
      <JourneyRuntime>
        <StepHeader />
        <Outlet />
      </JourneyRuntime>
    </SessionProvider>
  );
}

function renderAt(path: string) {
  const handle = (name: string, meta: RouteHandle['meta']): RouteHandle => ({ name, meta });
  const router = createMemoryRouter(
    [
      {
        element: <Gate />,
        children: [
          {
            path: '/signup/pre-approval',
            element: <PrePostApprovalLayout />,
            handle: handle('Pre Approval', { requiresAuth: true, totalSteps: 4 }),
            children: [
              {
                path: 'step-1',
                element: <h1>Personal details</h1>,
                handle: handle('Pre Approval Step 1', { requiresAuth: true, totalSteps: 4, currentStep: 1 }),
              },
              {
                path: 'step-2',
                element: <h1>KYC details</h1>,
                handle: handle('Pre Approval Step 2', { requiresAuth: true, totalSteps: 4, currentStep: 2 }),
              },
              {
                path: 'review',
                element: <h1>Review</h1>,
                handle: handle('Pre Approval Review', { requiresAuth: true, totalSteps: 4 }),
              },
            ],
          },
          {
            path: '/signup/kyc-result',
            element: <h1>DigiLocker</h1>,
            handle: handle('Kyc Result', { requiresAuth: true }),
          },
          {
            path: '/udyam-otp-verification',
            element: <h1>Enter Udyam OTP</h1>,
            handle: handle('Udyam Otp', { requiresAuth: true }),
          },
          {
            path: '/signup/result',
            element: <h1>Result</h1>,
            handle: handle('Pre Approval Result', { requiresAuth: true }),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('Pre-approval step header', () => {
  it('shows the 4-step indicator at the route’s current step', () => {
    renderAt('/signup/pre-approval/step-2');
    expect(screen.getByText('Step 2 of 4: KYC')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Step 2: KYC, current');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'KYC details' }));
    // Step 2's own form has Back; the header adds none.
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('shows the step and Back on pre-approval screens that are not numbered routes', () => {
    renderAt('/signup/pre-approval/review');
    expect(screen.getByText('Step 3 of 4: Business profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/signup/video-verification');
  });

  it('shows them outside the pre-approval layout too (DigiLocker, Udyam)', () => {
    renderAt('/signup/kyc-result');
    expect(screen.getByText('Step 2 of 4: KYC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/signup/pre-approval/kyc');
    renderAt('/udyam-otp-verification');
    expect(screen.getAllByText('Step 3 of 4: Business profile')).toHaveLength(1);
  });

  it('has neither after the decision', () => {
    renderAt('/signup/result');
    expect(screen.queryByText(/Step \d of 4/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });
});
