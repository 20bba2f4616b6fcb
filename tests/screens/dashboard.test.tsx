// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { loginMachine } from '../../machines/login/login.machine.ts';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import { createSessionActors } from '../../src/journeys/session/actors.ts';
import { SessionProvider, useSessionActor, type SessionActorRef } from '../../src/journeys/session/SessionProvider.tsx';
import Dashboard from '../../src/journeys/dashboard/screens/Dashboard.tsx';
import { createHarness as createSandboxHarness } from '../support/sandbox-client.ts';
import { sessionInput } from '../support/screens/session-fixture.tsx';

// The dashboard on the real session machine whose home and logout calls go to the in-process
// sandbox, with a customer set up through its control API.

const PHONE = '9876512345';
const sandbox = createSandboxHarness();

beforeAll(async () => {
  const response = await sandbox.control('PUT', `/__sandbox/customers/${PHONE}`, {
    status: 'initiated',
    nextAction: 'personalInfo',
    tncAccepted: true,
    firstName: 'Asha',
    lastName: 'Verma',
    bestApprovedAmount: 250000,
    percentCompleted: 40,
  });
  expect(response.status).toBe(200);
  await sandbox.signIn(PHONE);
});

afterAll(() => sandbox.close());

let sessionSeen: SessionActorRef | null = null;
function SessionProbe() {
  sessionSeen = useSessionActor();
  return null;
}

function renderDashboard() {
  const ended = { count: 0 };
  const logic = sessionMachine.provide({
    actors: { ...createSessionActors(sandbox.client, { locate: async () => null }), loginJourney: loginMachine },
    actions: {
      persistAuth: () => {},
      rememberReferral: () => {},
      persistHome: () => {},
      endSession: () => {
        ended.count += 1;
      },
    },
  });
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <SessionProvider logic={logic} input={sessionInput({ token: sandbox.auth.token, phone: PHONE })}>
        <SessionProbe />
        <Dashboard />
      </SessionProvider>
    </MemoryRouter>,
  );
  return ended;
}

describe('Dashboard', () => {
  it('shows a loader, then the greeting, status, amount, progress and the way on', async () => {
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while we fetch your details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Verma' })).toBeInTheDocument();
    const application = screen.getByRole('region', { name: 'Your application' });
    // Accepting the terms at sign-in moved the sandbox application on from 'initiated'.
    expect(within(application).getByText('You have accepted the terms')).toBeInTheDocument();
    expect(within(application).getByText('Tell us about yourself')).toBeInTheDocument();
    expect(within(application).getByText('₹2,50,000')).toBeInTheDocument();
    const progress = within(application).getByRole('progressbar', { name: 'Application completed' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(within(application).getByRole('link', { name: 'Complete application' })).toHaveAttribute('href', '/signup');
  });

  it('says the amount is not assessed yet rather than showing ₹0 before a decision', async () => {
    const response = await sandbox.control('PUT', `/__sandbox/customers/${PHONE}`, { bestApprovedAmount: null });
    expect(response.status).toBe(200);
    renderDashboard();
    const application = await screen.findByRole('region', { name: 'Your application' });
    expect(within(application).getByText('Not assessed yet')).toBeInTheDocument();
    expect(within(application).queryByText('₹0')).not.toBeInTheDocument();
    await sandbox.control('PUT', `/__sandbox/customers/${PHONE}`, { bestApprovedAmount: 250000 });
  });

  it('leads an approved applicant to the offers', async () => {
    await sandbox.control('PUT', `/__sandbox/customers/${PHONE}`, { status: 'approved', nextAction: 'result' });
    renderDashboard();
    const application = await screen.findByRole('region', { name: 'Your application' });
    expect(within(application).getByText('Your credit line is approved')).toBeInTheDocument();
    expect(within(application).getByText('Continue setting up your credit line')).toBeInTheDocument();
    // "View your offer" opens the post-approval journey's offers.
    expect(within(application).getByRole('link', { name: 'View your offer' })).toHaveAttribute('href', '/loan-offers');
    await sandbox.control('PUT', `/__sandbox/customers/${PHONE}`, {
      status: 'tncAccepted',
      nextAction: 'personalInfo',
    });
  });

  it('offers Retry when home cannot be loaded, and recovers', async () => {
    await sandbox.addFault({
      method: 'GET',
      path: '/v1/home',
      status: 500,
      times: 10,
      body: { error: { code: 'EPL-50000', message: 'Home is down for a moment.' } },
    });
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Home is down for a moment.');
    await sandbox.control('DELETE', '/__sandbox/faults');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Verma' })).toBeInTheDocument();
  });

  it('reads home again once a journey changed the application, instead of the copy read at login', async () => {
    renderDashboard();
    const application = await screen.findByRole('region', { name: 'Your application' });
    expect(within(application).getByText('Tell us about yourself')).toBeInTheDocument();
    // The applicant goes through onboarding (a step answer, a decision) and comes back.
    const moved = await sandbox.control('PUT', `/__sandbox/customers/${PHONE}`, {
      nextAction: 'kycSelection',
      percentCompleted: 55,
    });
    expect(moved.status).toBe(200);
    act(() => sessionSeen?.send({ type: 'APPLICATION_CHANGED' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Please wait while we fetch your details');
    const progress = await screen.findByRole('progressbar', { name: 'Application completed' });
    expect(progress).toHaveAttribute('aria-valuenow', '55');
    await sandbox.control('PUT', `/__sandbox/customers/${PHONE}`, { nextAction: 'personalInfo', percentCompleted: 40 });
  });

  it('keeps Log out busy while logging out, then ends the session', async () => {
    const user = userEvent.setup();
    const ended = renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Verma' });
    await sandbox.addFault({ method: 'DELETE', path: '/v1/customer/logout', delayMs: 300, status: 204, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveAttribute('aria-busy', 'true');
    expect(ended.count).toBe(0);
    await waitFor(() => expect(ended.count).toBe(1));
  });
});
