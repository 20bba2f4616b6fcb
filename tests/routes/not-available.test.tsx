// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NOT_AVAILABLE_COUNT, NOT_AVAILABLE_SCREENS, isNotAvailable } from '../../src/routes/not-available.ts';
import { SCREEN_MODULES } from '../../src/app/router/screen-registry.ts';
import { SCREEN_NAMES } from '../../src/routes/screen-names.ts';
import { NotAvailable } from '../../src/screens/NotAvailable.tsx';

afterEach(cleanup);

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('not-available list', () => {
  it('and the screen registry split the §2 screens between them, each screen in exactly one', () => {
    const built = Object.keys(SCREEN_MODULES);
    for (const screenName of SCREEN_NAMES) {
      expect(isNotAvailable(screenName) !== built.includes(screenName), screenName).toBe(true);
    }
    expect(new Set(NOT_AVAILABLE_SCREENS).size).toBe(NOT_AVAILABLE_SCREENS.length);
  });

  it('exports the remaining count', () => {
    expect(NOT_AVAILABLE_COUNT).toBe(NOT_AVAILABLE_SCREENS.length);
    expect(NOT_AVAILABLE_COUNT).toBe(SCREEN_NAMES.length - Object.keys(SCREEN_MODULES).length);
  });
});

describe('NotAvailable page', () => {
  it('is a plain accessible page naming the page, linking signed-in users to the dashboard', async () => {
    renderAt(<NotAvailable screen="PreApprovalStep1" title="Personal Details" requiresAuth />);
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This page is not available yet' })).toBeInTheDocument();
    // The component's name is for testers, not readers.
    expect(screen.getByText('Personal Details is not open in the app yet.')).toBeInTheDocument();
    expect(screen.queryByText(/PreApprovalStep1/)).toBeNull();
    expect(document.querySelector('[data-screen="PreApprovalStep1"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('links public pages to login', async () => {
    renderAt(<NotAvailable screen="NotServiceArea" title="Not in your area yet" requiresAuth={false} />);
    expect(await screen.findByText('Not in your area yet is not open in the app yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });
});
