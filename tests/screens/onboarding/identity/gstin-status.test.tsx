// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createActor } from 'xstate';
import { gstinStatusMachine } from '../../../../machines/onboarding/gstin-status.machine.ts';
import { GstinStatusView } from '../../../../src/journeys/onboarding/screens/identity/GstinStatusView.tsx';
import { Calls, axeViolations, renderInRouter } from '../../../support/screens/step-fixture.tsx';

function createStatus() {
  const calls = new Calls();
  const actor = createActor(gstinStatusMachine.provide({ actors: { loadStatus: calls.actor('loadStatus') } }));
  actor.start();
  return { actor, calls };
}

describe('/gstin-verification', () => {
  it('shows the GSTIN, its status and taxpayer type, and links to verification until verified', async () => {
    const { actor, calls } = createStatus();
    renderInRouter(<GstinStatusView actor={actor} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () =>
      calls
        .next('loadStatus')
        .resolve({ status: { gstin: '29ABCPV1234K1ZF', status: 'otpSent', verified: false }, taxpayerType: 'Regular' }),
    );
    expect(screen.getByText('29ABCPV1234K1ZF')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the GST portal OTP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your GSTIN' })).toHaveAttribute('href', '/signup/additional-info');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await axeViolations()).toEqual([]);
  });

  it('a failed read offers Retry; a verified GSTIN leads only to the dashboard', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createStatus();
    renderInRouter(<GstinStatusView actor={actor} />);
    await act(async () => calls.next('loadStatus').reject(new Error('GST status is unavailable.')));
    expect(screen.getByRole('alert')).toHaveTextContent('GST status is unavailable.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await act(async () =>
      calls
        .next('loadStatus')
        .resolve({ status: { gstin: '29ABCPV1234K1ZF', status: 'verified', verified: true }, taxpayerType: 'Regular' }),
    );
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify your GSTIN' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('without a GSTIN says so and leads on to the dashboard instead of ending there', async () => {
    const { actor, calls } = createStatus();
    renderInRouter(<GstinStatusView actor={actor} />);
    await act(async () =>
      calls
        .next('loadStatus')
        .resolve({ status: { gstin: null, status: 'notStarted', verified: false }, taxpayerType: null }),
    );
    expect(screen.getByText(/No GSTIN is registered in your business profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await axeViolations()).toEqual([]);
  });
});
