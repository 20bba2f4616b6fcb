import { KycView, type KycRef } from './KycView.tsx';
import { useIdentityStep } from './use-identity-step.ts';

/** /signup/kyc-success: what DigiLocker verified. The kyc step decides what shows. */
export default function KycSuccess() {
  return <KycView step={useIdentityStep<KycRef>('digiLocker')} />;
}
