import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { otpMachine } from '../../../../machines/otp/otp.machine.ts';
import { Button, Loader, OtpInput } from '../../../ui/index.ts';
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

type OtpRef = ActorRefFrom<typeof otpMachine>;

/** The props an identity step's OTP screen takes straight from the otp child. */
export function otpFields(
  snapshot: SnapshotFrom<typeof otpMachine>,
  send: OtpRef['send'],
): Omit<OtpStepProps, 'title' | 'changeLabel' | 'onChangeNumber'> {
  const { context } = snapshot;
  return {
    sentTo: context.sentTo,
    otp: context.otp,
    otpError: context.otpError,
    error: context.error,
    verifying: snapshot.matches('verifying'),
    resending: snapshot.matches('resending'),
    resendReady: context.secondsLeft === 0,
    onChange: (value) => send({ type: 'OTP_CHANGED', value }),
    onSubmit: () => send({ type: 'SUBMIT_OTP' }),
    onResend: () => send({ type: 'RESEND_OTP' }),
  };
}

/** An identity step's OTP screen on its otp child (`snapshot.children.otp` of the step). */
export function ChildOtpStep({
  otp,
  ...props
}: { otp: OtpRef | undefined } & Pick<OtpStepProps, 'title' | 'changeLabel' | 'onChangeNumber'>) {
  const snapshot = useSelector(otp, (current) => current);
  if (!otp || !snapshot || snapshot.status !== 'active') return <Loader />;
  return <OtpStep {...props} {...otpFields(snapshot, (event) => otp.send(event))} />;
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
