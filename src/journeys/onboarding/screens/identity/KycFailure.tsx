import { KycView, type KycRef } from './KycView.tsx';
import { useIdentityStep } from './use-identity-step.ts';

/** /signup/kyc-failure: try again, Aadhaar OTP, or manual upload. The kyc step decides what shows. */
export default function KycFailure() {
  return <KycView step={useIdentityStep<KycRef>('digiLocker')} />;
}
