import { EDI_SCREENS } from '../../../machines/edi/screens.ts';
import { defineJourney } from '../define-journey.ts';

// EDI loans (issue 31): the offer, the disbursement request and the last disbursement, declared once
// (ADR 033); each page loads on demand.
export const ediJourney = defineJourney({
  id: 'edi',
  screens: EDI_SCREENS,
  components: {
    EdiLoanOfferDetailsPage: () => import('./screens/EdiLoanOfferDetailsPage.tsx'),
    EdiDisbursementRequest: () => import('./screens/EdiDisbursementRequest.tsx'),
    LastEdiDisbursement: () => import('./screens/LastEdiDisbursement.tsx'),
  },
  runtime: async () => (await import('./runtime.ts')).ediRuntime,
});
