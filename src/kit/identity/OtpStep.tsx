import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { otpMachine } from '../../../machines/kit/otp.machine.ts';
import { Button, Loader, OtpInput, ResendCountdown } from '../../ui/index.ts';
import { Actions, IdentityFrame } from './IdentityFrame.tsx';
import * as styles from './otp-step.css.ts';
import { formatPhone } from '../../lib/format/phone.ts';
import { otpCode } from '../otp-code.ts';

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
  /** Seconds before Resend is offered (the live countdown until then). */
  secondsLeft: number;
  /** Verify is offered: off while the code is locked after too many wrong tries. */
  canSubmit: boolean;
  /** The lender locked this code: the boxes are off until a new one is sent. */
  locked: boolean;
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
    ...otpCode(snapshot),
    sentTo: context.sentTo,
    error: context.error,
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

/** The four OTP boxes with Verify, Resend (after the live 30 s countdown) and a way back to the number. */
export function OtpStep(props: OtpStepProps) {
  const busy = props.verifying || props.resending;
  return (
    <IdentityFrame
      title={props.title}
      lead={
        props.sentTo
          ? `We have sent a 4-digit OTP to ${formatPhone(props.sentTo)}.`
          : 'Enter the 4-digit OTP we sent you.'
      }
      error={props.error}
      onSubmit={props.onSubmit}
      busy={busy}
    >
      <OtpInput
        label="Enter OTP"
        value={props.otp}
        onChange={props.onChange}
        error={props.otpError}
        disabled={busy || props.locked}
        autoFocus
      />
      <Actions>
        <Button type="submit" fullWidth busy={props.verifying} disabled={busy || !props.canSubmit}>
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
          <p className={styles.hint}>
            <ResendCountdown secondsLeft={props.secondsLeft} />
          </p>
        )}
        <Button type="button" variant="link" disabled={busy} onClick={props.onChangeNumber}>
          {props.changeLabel}
        </Button>
      </Actions>
    </IdentityFrame>
  );
}
