import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../../machines/kit/otp.machine.ts';
import { ChildOtpStep } from '../../../kit/identity/OtpStep.tsx';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

/** Quick Payment OTP: the code sent to the customer's phone confirms the spend; Cancel cancels it. */
export function QuickPaymentOtp(props: PurchaseScreenProps) {
  const { send } = sender(props);
  const otp = props.snapshot.children.otp as ActorRefFrom<typeof otpMachine> | undefined;
  return (
    <ChildOtpStep
      otp={otp}
      title="Confirm with OTP"
      changeLabel="Cancel this payment"
      onChangeNumber={() => send({ type: 'CANCEL' })}
    />
  );
}
