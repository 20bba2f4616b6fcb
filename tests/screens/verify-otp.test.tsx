// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { SendOtpOutput } from '../../machines/login/login.machine.ts';
import VerifyOtp from '../../src/journeys/login/screens/VerifyOtp.tsx';
import {
  OTP_SENT_FIRST_LOGIN,
  OTP_SENT_RETURNING,
  createHarness,
  sessionInput,
  withSession,
} from '../support/screens/session-fixture.tsx';
import type { Harness } from '../support/screens/session-fixture.tsx';

const PHONE = '9876543210';
const TOKEN = { tokenType: 'Bearer', accessToken: 'header.payload.sig', onBoardingType: 'direct' };

async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

/** Renders Verify Otp and walks the real login machine to it the way Mobile No would. */
async function renderVerifyOtp(sent: SendOtpOutput = OTP_SENT_FIRST_LOGIN): Promise<Harness> {
  const harness = createHarness();
  render(withSession(harness, sessionInput(), <VerifyOtp />));
  const login = harness.actors.login;
  if (!login) throw new Error('no login actor');
  act(() => {
    login.send({ type: 'MOBILE_CHANGED', value: PHONE });
    login.send({ type: 'SUBMIT_MOBILE' });
  });
  act(() => harness.calls.next('sendOtp').resolve(sent));
  // The answer arrives on a later tick, as a real call's would.
  await settle();
  expect(screen.getByRole('heading', { level: 1, name: 'Verify your number' })).toBeInTheDocument();
  return harness;
}

/** The code the otp child of the login holds. */
const codeOf = (harness: Harness) => harness.actors.login?.getSnapshot().children.otp?.getSnapshot().context.otp;

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 4/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'OTPCredential');
});

describe('Verify Otp screen', () => {
  it('shows four one-digit boxes for the number the OTP went to', async () => {
    await renderVerifyOtp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your number' })).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
  });

  it('spreads a pasted code over the boxes and sends it to the journey as one string', async () => {
    const user = userEvent.setup();
    const harness = await renderVerifyOtp();
    await user.click(boxes()[0]!);
    await user.paste('4821');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
    expect(codeOf(harness)).toBe('4821');
  });

  it('counts down 30 s before offering Resend OTP, which is busy while resending and restarts the count', async () => {
    vi.useFakeTimers();
    const harness = await renderVerifyOtp();
    expect(screen.getByText('Resend OTP in 0:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('Resend OTP in 0:27')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(27_000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveAttribute('aria-busy', 'true');
    act(() => harness.calls.next('resendOtp').resolve({ retryAfterSeconds: 30 }));
    await settle();
    expect(screen.getByText('Resend OTP in 0:30')).toBeInTheDocument();
  });

  it('shows the referral code box and the terms only when the login answer asks for them', async () => {
    await renderVerifyOtp(OTP_SENT_FIRST_LOGIN);
    expect(await screen.findByLabelText('Referral code (optional)')).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: /I accept the terms and conditions/ });
    expect(terms).toBeRequired();
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/terms/tnc-2026-01');
  });

  it('hides both for a returning customer', async () => {
    await renderVerifyOtp(OTP_SENT_RETURNING);
    await screen.findByRole('heading', { name: 'Verify your number' });
    expect(screen.queryByLabelText('Referral code (optional)')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('asks for the whole OTP, then for the terms, before verifying', async () => {
    const user = userEvent.setup();
    const harness = await renderVerifyOtp();
    await user.click(boxes()[0]!);
    await user.keyboard('48');
    await user.click(continueButton());
    expect(screen.getByText('Please enter the 4-digit OTP')).toBeInTheDocument();
    await user.click(boxes()[2]!);
    await user.keyboard('21');
    expect(screen.queryByText('Please enter the 4-digit OTP')).toBeNull();
    await user.click(continueButton());
    expect(screen.getByText('Please accept the terms and conditions to continue')).toBeInTheDocument();
    expect(harness.calls.has('verifyOtp')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    expect(screen.queryByText('Please accept the terms and conditions to continue')).toBeNull();
    await user.type(screen.getByLabelText('Referral code (optional)'), 'FRIEND50');
    await user.click(continueButton());
    expect(harness.calls.next('verifyOtp').input).toEqual({
      otp: '4821',
      request: { sessionId: 'session-1', referrerCode: 'FRIEND50', tncId: 'tnc-2026-01', guarantorId: null },
    });
  });

  it("keeps Continue busy until the login is done, and shows the server's message on a wrong OTP", async () => {
    const user = userEvent.setup();
    const harness = await renderVerifyOtp(OTP_SENT_RETURNING);
    await user.click(boxes()[0]!);
    // No terms to accept: the last digit submits the code.
    await user.keyboard('1111');
    expect(continueButton()).toHaveAttribute('aria-busy', 'true');
    act(() => harness.calls.next('verifyOtp').reject(new Error('Incorrect OTP. 4 tries left.')));
    expect(await screen.findByText('Incorrect OTP. 4 tries left.')).toBeInTheDocument();
    expect(continueButton()).not.toHaveAttribute('aria-busy');
    expect(harness.recorded.loginFailures).toEqual([{ reason: 'Incorrect OTP. 4 tries left.', guarantor: false }]);

    // The refused code is gone; the next is typed from the first box, where the caret already is.
    expect(boxes()[0]).toHaveValue('');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('1112');
    act(() => harness.calls.next('verifyOtp').resolve(TOKEN));
    await waitFor(() => expect(harness.recorded.persisted).toHaveLength(1));
  });

  it('a held phone: the app’s words with the time left, announced; nothing to type, press or resend', async () => {
    const user = userEvent.setup();
    const harness = await renderVerifyOtp(OTP_SENT_RETURNING);
    await user.click(boxes()[0]!);
    await user.keyboard('1111');
    const refusal = Object.assign(new Error('Too many wrong OTPs for this number. You can try again in 25 minutes.'), {
      code: 'EPL-42903',
      status: 429,
      retryAfterSeconds: 25 * 60,
    });
    act(() => harness.calls.next('verifyOtp').reject(refusal));
    const words = 'Too many attempts. You can try again in 25 minutes.';
    expect(await screen.findByRole('status')).toHaveTextContent(words);
    expect(screen.getAllByText(words)).toHaveLength(2);
    expect(screen.queryByText(/Too many wrong OTPs/)).toBeNull();
    for (const box of boxes()) expect(box).toBeDisabled();
    expect(continueButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    // The login still hears of the refusal (§4 failure tracking).
    expect(harness.recorded.loginFailures).toHaveLength(1);
  });

  it('stays busy while a first login records the WhatsApp consent', async () => {
    const user = userEvent.setup();
    const harness = await renderVerifyOtp(OTP_SENT_FIRST_LOGIN);
    await user.click(boxes()[0]!);
    await user.keyboard('4821');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(continueButton());
    act(() => harness.calls.next('verifyOtp').resolve(TOKEN));
    await waitFor(() => expect(harness.calls.has('recordConsent')).toBe(true));
    expect(continueButton()).toHaveAttribute('aria-busy', 'true');
  });

  it('goes back to Mobile No on Change number', async () => {
    const user = userEvent.setup();
    const harness = await renderVerifyOtp();
    await user.click(await screen.findByRole('button', { name: 'Change number' }));
    expect(harness.actors.login?.getSnapshot().matches('mobileEntry')).toBe(true);
    expect(harness.actors.login?.getSnapshot().context.phone).toBeNull();
  });

  it('fills the boxes from WebOTP where the browser has it', async () => {
    Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
    const get = vi.fn().mockResolvedValue({ code: '5678' });
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const harness = await renderVerifyOtp();
    await waitFor(() => expect(codeOf(harness)).toBe('5678'));
    expect(get).toHaveBeenCalledWith(
      expect.objectContaining({ otp: { transport: ['sms'] }, signal: expect.any(AbortSignal) }),
    );
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['5', '6', '7', '8']);
  });
});
