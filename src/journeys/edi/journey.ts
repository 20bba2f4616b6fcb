import { EDI_SCREENS } from '../../../machines/edi/screens.ts';
import { defineJourney } from '../define-journey.ts';

// EDI loans (issue 31): the offer, the disbursement request and the last disbursement, declared once (ADR 033).
export const ediJourney = defineJourney({
  id: 'edi',
  screens: EDI_SCREENS,
  runtime: async () => (await import('./runtime.ts')).ediRuntime,
  components: {
    EdiLoanOfferDetailsPage: () => import('./screens/EdiLoanOfferDetailsPage.tsx'),
    EdiDisbursementRequest: () => import('./screens/EdiDisbursementRequest.tsx'),
    LastEdiDisbursement: () => import('./screens/LastEdiDisbursement.tsx'),
  },
});
