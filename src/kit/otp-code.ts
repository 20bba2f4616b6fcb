import type { SnapshotFrom } from 'xstate';
import type { otpMachine } from '../../machines/kit/otp.machine.ts';

/** What every OTP screen shows of the otp child: the code typed, its error, the countdown, what is running. */
export function otpCode(snapshot: SnapshotFrom<typeof otpMachine>) {
  const { context } = snapshot;
  return {
    otp: context.otp,
    otpError: context.otpError,
    secondsLeft: context.secondsLeft,
    verifying: snapshot.matches('verifying'),
    resending: snapshot.matches('resending'),
    canSubmit: snapshot.can({ type: 'SUBMIT_OTP' }),
    locked: context.locked,
  };
}

export type OtpCode = ReturnType<typeof otpCode>;
