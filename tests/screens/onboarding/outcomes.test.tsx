// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import { getFlags, getHome } from '../../../src/api/home/index.ts';
import { CongratulationsView } from '../../../src/journeys/onboarding/screens/outcomes/CongratulationsView.tsx';
import { FailureView } from '../../../src/journeys/onboarding/screens/outcomes/FailureView.tsx';
import { NotEligibleView } from '../../../src/journeys/onboarding/screens/outcomes/NotEligibleView.tsx';
import { NotServiceableView } from '../../../src/journeys/onboarding/screens/outcomes/NotServiceableView.tsx';
import { ResultView } from '../../../src/journeys/onboarding/screens/outcomes/ResultView.tsx';
import { UnderReviewView } from '../../../src/journeys/onboarding/screens/outcomes/UnderReviewView.tsx';
import { GENERIC_REASON } from '../../../src/journeys/onboarding/screens/outcomes/not-eligible-reasons.ts';
import { createHarness } from '../../support/sandbox-client.ts';

// The decision screens on the real onboarding machine, whose application load is the real home
// and flags calls on the in-process sandbox with the applicant placed by its control API.

const PHONE = '9876512001';
const sandbox = createHarness();

beforeAll(async () => {
  await sandbox.signIn(PHONE);
});
afterAll(() => sandbox.close());
afterEach(cleanup);

async function onboardingAt(position: Record<string, unknown>) {
  const response = await sandbox.control('PUT', `/__sandbox/customers/${PHONE}`, position);
  expect(response.status).toBe(200);
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        loadApplication: fromPromise(async () => ({
          home: await getHome(sandbox.client),
          flags: await getFlags(sandbox.client),
        })),
      },
      // Drafts are the form steps' business; these screens have none.
      actions: { refreshDrafts: () => {} },
    }),
    { input: { entry: { pathname: '/signup', search: '' }, drafts: null } },
  );
  actor.start();
  return actor;
}

describe('Pre-approval result and congratulations', () => {
  it('shows the Loader until the application loads, then the best approved amount; Continue leads on', async () => {
    const actor = await onboardingAt({ status: 'approved', nextAction: 'result', bestApprovedAmount: 360000 });
    const { rerender } = render(
      <MemoryRouter>
        <ResultView onboarding={actor} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your credit line is approved' })).toBeInTheDocument();
    expect(screen.getByText('₹3,60,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(actor.getSnapshot().matches('congratulations')).toBe(true);
    rerender(
      <MemoryRouter>
        <CongratulationsView onboarding={actor} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByText('₹3,60,000')).toBeInTheDocument();
    // The lender choice comes next, on the post-approval journey's offers.
    expect(screen.getByText(/Choose your lender, then add your bank account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your lender' })).toHaveAttribute('href', '/loan-offers');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    actor.stop();
  });
});

describe('Not serviceable', () => {
  it('sends CHANGE_ADDRESS from the logged-in screen, and offers only the way home to a visitor', async () => {
    const actor = await onboardingAt({
      status: 'serviceabilityChecked',
      subStatus: 'notServiceable',
      nextAction: 'notServiceable',
    });
    render(
      <MemoryRouter>
        <NotServiceableView onboarding={actor} />
      </MemoryRouter>,
    );
    const change = await screen.findByRole('button', { name: 'Change address' });
    await expect.poll(() => actor.getSnapshot().matches('notServiceable')).toBe(true);
    await expect.poll(() => (change as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(change);
    expect(actor.getSnapshot().matches('personalAddress')).toBe(true);
    actor.stop();
    cleanup();
    render(
      <MemoryRouter>
        <NotServiceableView onboarding={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Change address' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
  });
});

describe('Not eligible, under review, failure', () => {
  it('words the lender’s reason, with a plain sentence for an unknown one', () => {
    render(
      <MemoryRouter>
        <NotEligibleView reason="lowTurnover" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Your annual turnover is below what the lender needs.')).toBeInTheDocument();
    cleanup();
    render(
      <MemoryRouter>
        <NotEligibleView reason="somethingNew" />
      </MemoryRouter>,
    );
    expect(screen.getByText(GENERIC_REASON)).toBeInTheDocument();
  });

  it('gives each dead end one heading and a way on', () => {
    render(
      <MemoryRouter>
        <UnderReviewView />
        <FailureView />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Your application is under review',
      'Something went wrong',
    ]);
    expect(screen.getByRole('link', { name: 'Continue application' })).toHaveAttribute('href', '/signup');
  });
});
