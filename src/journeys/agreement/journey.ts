import { AGREEMENT_SCREENS } from '../../../machines/agreement/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The loan agreement journey (ADR 013), declared once (ADR 033). Every address draws the journey's
// current state, so one view serves them all.
const view = () => import('./screens/AgreementView.tsx');

export const agreementJourney = defineJourney({
  id: 'agreement',
  screens: AGREEMENT_SCREENS,
  runtime: async () => (await import('./runtime.ts')).agreementJourney,
  hostAtRoot: true,
  components: {
    EdiKfs: view,
    LoanAgreement: view,
    EdiSanctionLetter: view,
    LoanAgreementDocument: view,
    AadhaarESignSuccess: view,
    LoanSuccess: view,
    LoanFailure: view,
    LoanAutoActivation: view,
  },
});
