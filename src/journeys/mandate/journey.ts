import { MANDATE_SCREENS } from '../../../machines/mandate/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The repayment mandate journey (ADR 012), declared once (ADR 033).
export const mandateJourney = defineJourney({
  id: 'mandate',
  screens: MANDATE_SCREENS,
  runtime: async () => (await import('./runtime.ts')).mandateJourney,
  frame: () => import('./MandateHost.tsx'),
  components: {
    PostApprovalStep1: () => import('./screens/Modes.tsx'),
    RedirectToMandate: () => import('./screens/RedirectToMandate.tsx'),
    Mandate: () => import('./screens/Mandate.tsx'),
    PostApprovalStep2: () => import('./screens/NachForm.tsx'),
    NachMandate: () => import('./screens/NachMandate.tsx'),
    NACHSuccess: () => import('./screens/NachSuccess.tsx'),
    MandatePending: () => import('./screens/MandatePending.tsx'),
    MandateSuccess: () => import('./screens/MandateSuccess.tsx'),
    MandateFailure: () => import('./screens/MandateFailure.tsx'),
    MandateAlreadyCompleted: () => import('./screens/MandateAlreadyCompleted.tsx'),
  },
});
