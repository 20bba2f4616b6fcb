// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { noteSignedOut } from '../../src/lib/signed-out-notice.ts';
import MobileNo from '../../src/journeys/login/screens/MobileNo.tsx';
import { OTP_SENT_RETURNING, createHarness, sessionInput, withSession } from '../support/screens/session-fixture.tsx';

afterEach(() => {
  vi.unstubAllEnvs();
});

function renderMobileNo(input = sessionInput()) {
  const harness = createHarness();
  render(withSession(harness, input, <MobileNo />));
  return {
    harness,
    field: () => screen.getByLabelText('Mobile number'),
    sendOtp: () => screen.getByRole('button', { name: 'Send OTP' }),
  };
}

describe('Mobile No screen', () => {
  it('keeps digits only, at most ten of them', async () => {
    const user = userEvent.setup();
    const { field, harness } = renderMobileNo();
    await user.type(field(), 'ab98-76x5 43210999');
    expect(field()).toHaveValue('9876543210');
    expect(harness.actors.login?.getSnapshot().context.mobile).toBe('9876543210');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });

  it.each([
    ['+91 98765 00001', '9876500001'],
    ['+919876500001', '9876500001'],
    ['09876500001', '9876500001'],
  ])('keeps the national number of a pasted %j, with +91 shown beside the field', async (pasted, expected) => {
    const user = userEvent.setup();
    const { field, harness } = renderMobileNo();
    await user.click(field());
    await user.paste(pasted);
    expect(field()).toHaveValue(expected);
    expect(harness.actors.login?.getSnapshot().context.mobile).toBe(expected);
    expect(field()).toHaveAccessibleDescription('+91');
    expect(screen.getByText('+91')).toBeVisible();
  });

  it('shows the §5 errors under the field and clears them on input', async () => {
    const user = userEvent.setup();
    const { field, sendOtp, harness } = renderMobileNo();
    await user.click(sendOtp());
    expect(screen.getByText('Please enter your mobile number')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(), '5');
    expect(screen.queryByText('Please enter your mobile number')).toBeNull();
    await user.type(field(), '876543210');
    await user.click(sendOtp());
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(harness.calls.made).not.toContain('sendOtp');
  });

  it('keeps Send OTP busy while the OTP is sent, then leaves the screen', async () => {
    const user = userEvent.setup();
    const { field, sendOtp, harness } = renderMobileNo();
    await user.type(field(), '9876543210');
    expect(sendOtp()).toBeEnabled();
    await user.click(sendOtp());
    expect(sendOtp()).toHaveAttribute('aria-busy', 'true');
    expect(sendOtp()).toBeDisabled();
    const call = harness.calls.next('sendOtp');
    expect(call.input).toMatchObject({ phone: '9876543210', sessionId: 'session-1', guarantor: false });
    act(() => call.resolve(OTP_SENT_RETURNING));
    await waitFor(() => expect(harness.actors.login?.getSnapshot().matches('otpEntry')).toBe(true));
  });

  it('waits busy for the session when it is not there yet', async () => {
    const user = userEvent.setup();
    const { field, sendOtp, harness } = renderMobileNo(sessionInput({ sessionId: null }));
    await user.type(field(), '9876543210');
    await user.click(sendOtp());
    expect(sendOtp()).toHaveAttribute('aria-busy', 'true');
    expect(harness.calls.has('sendOtp')).toBe(false);
    act(() => harness.calls.next('createSession').resolve({ sessionId: 'fresh-session' }));
    await waitFor(() => expect(harness.calls.has('sendOtp')).toBe(true));
    expect(harness.calls.next('sendOtp').input).toMatchObject({ sessionId: 'fresh-session' });
    expect(sendOtp()).toHaveAttribute('aria-busy', 'true');
  });

  it("shows the server's message under the field when sending fails (§8)", async () => {
    const user = userEvent.setup();
    const { field, sendOtp, harness } = renderMobileNo();
    await user.type(field(), '9876543210');
    await user.click(sendOtp());
    act(() => harness.calls.next('sendOtp').reject(new Error('Too many attempts. Try again in 10 minutes.')));
    expect(await screen.findByText('Too many attempts. Try again in 10 minutes.')).toBeInTheDocument();
    expect(sendOtp()).not.toHaveAttribute('aria-busy');
    expect(sendOtp()).toBeEnabled();
  });

  it('says so when the lender ended the session, once', () => {
    noteSignedOut();
    renderMobileNo();
    expect(screen.getByRole('status')).toHaveTextContent('You were signed out. Please log in again.');
    cleanup();
    renderMobileNo();
    expect(screen.queryByText('You were signed out. Please log in again.')).toBeNull();
  });

  it('prefills a valid ?mobile= from the query', () => {
    const { field } = renderMobileNo(sessionInput({ loginQuery: { mobile: '9123456789' } }));
    expect(field()).toHaveValue('9123456789');
  });

  it('opens the staging panel instead of logging in for the staging test number', async () => {
    vi.stubEnv('VITE_STAGING_TEST_NUMBER', '9000000001');
    vi.stubEnv('VITE_DEV_SERVERS', 'https://dev1.saakh.test');
    const user = userEvent.setup();
    const { field, sendOtp, harness } = renderMobileNo();
    await user.type(field(), '9000000001');
    await user.click(sendOtp());
    expect(await screen.findByRole('heading', { name: 'Staging deployment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'https://dev1.saakh.test' })).toBeInTheDocument();
    expect(harness.calls.made).not.toContain('sendOtp');
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9000000001');
  });

  it('logs in normally with any other number when a staging number is configured', async () => {
    vi.stubEnv('VITE_STAGING_TEST_NUMBER', '9000000001');
    const user = userEvent.setup();
    const { field, sendOtp, harness } = renderMobileNo();
    await user.type(field(), '9000000002');
    await user.click(sendOtp());
    expect(harness.calls.next('sendOtp').input).toMatchObject({ phone: '9000000002' });
    expect(screen.queryByRole('heading', { name: 'Staging deployment' })).toBeNull();
  });
});
