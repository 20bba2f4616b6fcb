import { useSelector } from '@xstate/react';
import { guarantorJourney } from '../runtime.ts';
import { useJourney } from '../../runtime/JourneyRuntime.tsx';
import { Loader } from '../../../ui/index.ts';
import { RetryRead } from '../../../kit/ways.tsx';
import { LoanCards } from './LoanCards.tsx';
import { DetailsForm, PanForm } from './GuarantorForms.tsx';
import { DetailsOnFile, KycDone, KycFailed, KycStep, NotVerified, Verified } from './GuarantorOutcomes.tsx';
import type { GuarantorSnapshot } from './guarantor-snapshot.ts';

/**
 * Every guarantor address draws the journey's own state, so whichever is open, the guarantor
 * sees where their record is (the machine keeps the address in step).
 */
export function GuarantorView() {
  const actor = useJourney(guarantorJourney);
  const snapshot = useSelector(actor ?? undefined, (current: GuarantorSnapshot | undefined) => current);
  if (!actor || !snapshot || snapshot.matches('loading') || snapshot.matches('routing')) return <Loader />;
  if (snapshot.matches('loadFailed')) {
    return <RetryRead actor={actor} title="We could not load your details" error={snapshot.context.error} />;
  }
  const props = { actor, snapshot };
  if (snapshot.matches('loanInfo')) return <LoanCards {...props} />;
  if (snapshot.matches('pan')) return <PanForm {...props} />;
  if (snapshot.matches('details')) return <DetailsForm {...props} />;
  if (snapshot.matches('kyc')) return <KycStep {...props} />;
  if (snapshot.matches('kycFailure')) return <KycFailed {...props} />;
  if (snapshot.matches('kycSuccess')) return <KycDone {...props} />;
  if (snapshot.matches('verified')) return <Verified {...props} />;
  if (snapshot.matches('notVerified')) return <NotVerified {...props} />;
  return <DetailsOnFile snapshot={snapshot} />;
}
