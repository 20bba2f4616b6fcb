// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from '../../src/ui/otp-input.tsx';
import { ResendCountdown, spokenCountdown } from '../../src/ui/resend-countdown.tsx';

afterEach(cleanup);

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });

describe('OtpInput after a refused code', () => {
  it('puts the caret back in the first box once the owner empties a whole code', async () => {
    const noop = () => {};
    const view = render(<OtpInput value="" onChange={noop} />);
    await userEvent.click(box(4));
    view.rerender(<OtpInput value="1234" onChange={noop} disabled />);
    view.rerender(<OtpInput value="" onChange={noop} />);
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveValue('');
  });
});

describe('ResendCountdown', () => {
  it('shows the clock each second but tells screen readers only every ten', () => {
    const view = render(<ResendCountdown secondsLeft={27} />);
    expect(screen.getByText('Resend OTP in 0:27')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('about 30 seconds');
    view.rerender(<ResendCountdown secondsLeft={21} />);
    expect(screen.getByText('Resend OTP in 0:21')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('about 30 seconds');
    expect(spokenCountdown(20)).toBe(spokenCountdown(11));
    expect(spokenCountdown(9)).toContain('a few seconds');
  });
});
