import { OutsideLayoutFrame } from './OutsideLayoutFrame.tsx';
import { UdyamView, type UdyamRef } from './UdyamView.tsx';
import { useIdentityStep } from './use-identity-step.ts';

/** /udyam-list (Select Udyam): the udyam step decides which of its screens shows. */
export default function UdyamList() {
  return (
    <OutsideLayoutFrame>
      <UdyamView step={useIdentityStep<UdyamRef>('udyam')} />
    </OutsideLayoutFrame>
  );
}
