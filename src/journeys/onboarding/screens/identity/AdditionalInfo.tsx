import { GstView, type GstRef } from './GstView.tsx';
import { useIdentityStep } from './use-identity-step.ts';

/** /signup/additional-info (GSTIN Verification). */
export default function AdditionalInfo() {
  return <GstView step={useIdentityStep<GstRef>('gstin')} />;
}
