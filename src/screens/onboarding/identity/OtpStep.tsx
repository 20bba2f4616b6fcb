import { Button, OtpInput } from '../../../ui/index.ts';
import { Actions, IdentityFrame } from './IdentityFrame.tsx';
import * as styles from './identity.css.ts';

export interface OtpStepProps {
  title: string;
  /** The masked number the code went to. */
  sentTo: string | null;
  otp: string;
  otpError: string | null;
  error: string | null;
  verifying: boolean;
  resending: boolean;
  resendReady: boolean;
  changeLabel: string;
  onChange: (otp: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** The OTP context the gst, udyam and kyc machines share (same field names and events). */
export interface OtpMachineContext {
  otpSentTo: string | null;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  error: string | null;
  resendReady: boolean;
}

type OtpEvent = { type: 'CHANGE'; field: 'otp'; value: string } | { type: 'SUBMIT' } | { type: 'RESEND' };

/** The props every identity step's OTP screen takes straight from its machine. */
export function otpFields(
  context: OtpMachineContext,
  send: (event: OtpEvent) => void,
): Pick<OtpStepProps, 'sentTo' | 'otp' | 'otpError' | 'error' | 'resendReady' | 'onChange' | 'onSubmit' | 'onResend'> {
  return {
    sentTo: context.otpSentTo,
    otp: context.values['otp'] ?? '',
    otpError: context.errors['otp'] ?? null,
    error: context.error,
    resendReady: context.resendReady,
    onChange: (value) => send({ type: 'CHANGE', field: 'otp', value }),
    onSubmit: () => send({ type: 'SUBMIT' }),
    onResend: () => send({ type: 'RESEND' }),
  };
}

/** The four OTP boxes with Verify, Resend (after the 30 s wait) and a way back to the number. */
export function OtpStep(props: OtpStepProps) {
  const busy = props.verifying || props.resending;
  return (
    <IdentityFrame
      title={props.title}
      lead={props.sentTo ? `We have sent a 4-digit OTP to ${props.sentTo}.` : 'Enter the 4-digit OTP we sent you.'}
      error={props.error}
      onSubmit={props.onSubmit}
      busy={busy}
    >
      <OtpInput
        label="Enter OTP"
        value={props.otp}
        onChange={props.onChange}
        error={props.otpError}
        disabled={busy}
        autoFocus
      />
      <Actions>
        <Button type="submit" fullWidth busy={props.verifying} disabled={busy}>
          Verify
        </Button>
        {props.resendReady ? (
          <Button
            type="button"
            variant="secondary"
            fullWidth
            busy={props.resending}
            disabled={busy}
            onClick={props.onResend}
          >
            Resend OTP
          </Button>
        ) : (
          <p className={styles.hint} role="status">
            You can ask for a new OTP 30 seconds after it was sent.
          </p>
        )}
        <Button type="button" variant="link" disabled={busy} onClick={props.onChangeNumber}>
          {props.changeLabel}
        </Button>
      </Actions>
    </IdentityFrame>
  );
}
