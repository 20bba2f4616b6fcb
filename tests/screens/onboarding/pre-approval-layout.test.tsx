// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import PrePostApprovalLayout from '../../../src/screens/layouts/PrePostApprovalLayout.tsx';
import type { RouteHandle } from '../../../src/routes/route-handle.ts';

function renderAt(path: string) {
  const handle = (name: string, meta: RouteHandle['meta']): RouteHandle => ({ name, meta });
  const router = createMemoryRouter(
    [
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
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('Pre-approval layout', () => {
  it('shows the 4-step indicator at the route’s current step', () => {
    renderAt('/signup/pre-approval/step-2');
    expect(screen.getByText('Step 2 of 4: KYC')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Step 2: KYC, current');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'KYC details' }));
  });

  it('has no indicator on a screen that is not a numbered step', () => {
    renderAt('/signup/pre-approval/review');
    expect(screen.queryByText(/Step \d of 4/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Review' })).toBeInTheDocument();
  });
});
