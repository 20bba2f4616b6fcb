import { OutsideLayoutFrame } from './OutsideLayoutFrame.tsx';
import { UdyamView, type UdyamRef } from './UdyamView.tsx';
import { useIdentityStep } from './use-identity-step.ts';

/** /udyam-verification: the udyam step decides which of its screens shows. */
export default function UdyamVerification() {
  return (
    <OutsideLayoutFrame>
      <UdyamView step={useIdentityStep<UdyamRef>('udyam')} />
    </OutsideLayoutFrame>
  );
}
