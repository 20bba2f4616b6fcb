import { MANDATE_SCREENS } from '../../../machines/mandate/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The repayment mandate journey (ADR 012), declared once (ADR 033).
export const mandateJourney = defineJourney({
  id: 'mandate',
  screens: MANDATE_SCREENS,
  runtime: async () => (await import('./runtime.ts')).mandateJourney,
  frame: () => import('./MandateHost.tsx'),
  components: {
    PostApprovalStep1: () => import('../../screens/mandate/Modes.tsx'),
    RedirectToMandate: () => import('../../screens/mandate/RedirectToMandate.tsx'),
    Mandate: () => import('../../screens/mandate/Mandate.tsx'),
    PostApprovalStep2: () => import('../../screens/mandate/NachForm.tsx'),
    NachMandate: () => import('../../screens/mandate/NachMandate.tsx'),
    NACHSuccess: () => import('../../screens/mandate/NachSuccess.tsx'),
    MandatePending: () => import('../../screens/mandate/MandatePending.tsx'),
    MandateSuccess: () => import('../../screens/mandate/MandateSuccess.tsx'),
    MandateFailure: () => import('../../screens/mandate/MandateFailure.tsx'),
    MandateAlreadyCompleted: () => import('../../screens/mandate/MandateAlreadyCompleted.tsx'),
  },
});
