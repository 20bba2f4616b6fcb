import { VisuallyHidden } from './visually-hidden.tsx';

/** 27 → '0:27', 75 → '1:15': the resend countdown as a clock reads it. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What a screen reader hears: the wait in steps of ten seconds, so it is not told every second. */
export function spokenCountdown(seconds: number): string {
  // A lender's longer wait (too many codes sent) is said in minutes.
  if (seconds > 90) return `You can ask for a new OTP in about ${Math.ceil(seconds / 60)} minutes.`;
  const step = Math.max(10, Math.ceil(Math.max(0, seconds) / 10) * 10);
  return `You can ask for a new OTP in ${step === 10 ? 'a few' : `about ${step}`} seconds.`;
}

export interface ResendCountdownProps {
  /** Seconds left before Resend OTP is offered, as the otp machine counts them down. */
  secondsLeft: number;
  className?: string;
}

/**
 * "Resend OTP in 0:27", live, on every OTP screen. The visible clock moves each second but is
 * hidden from screen readers; a polite status beside it changes only every ten seconds.
 */
export function ResendCountdown({ secondsLeft, className }: ResendCountdownProps) {
  return (
    <span className={className}>
      <span aria-hidden="true">Resend OTP in {formatCountdown(secondsLeft)}</span>
      <VisuallyHidden role="status" aria-live="polite">
        {spokenCountdown(secondsLeft)}
      </VisuallyHidden>
    </span>
  );
}
