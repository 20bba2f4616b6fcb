import { GUARANTOR_SCREENS } from '../../../machines/guarantor/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The guarantor journey (§4), declared once (ADR 033). One view draws whichever screen the
// journey is on, so every address loads it.
const view = () => import('./screens/GuarantorView.tsx').then((m) => ({ default: m.GuarantorView }));

export const guarantorJourney = defineJourney({
  id: 'guarantor',
  screens: GUARANTOR_SCREENS,
  runtime: async () => (await import('./runtime.ts')).guarantorJourney,
  components: {
    LoanInformation: view,
    GuarantorPanVerification: view,
    GuarantorVerificationDetails: view,
    GuarantorKyc: view,
    GuarantorKycSuccess: view,
    GuarantorKycFailure: view,
    GuarantorVerified: view,
    GuarantorNotVerified: view,
    GuarantorDetails: view,
  },
});
