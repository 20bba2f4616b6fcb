import { KycView, type KycRef } from './KycView.tsx';
import { useIdentityStep } from './use-identity-step.ts';

/** /signup/kyc-result: DigiLocker's way in and back (and the Aadhaar OTP variant). The kyc step decides what shows. */
export default function KycResult() {
  return <KycView step={useIdentityStep<KycRef>('digiLocker')} />;
}
