import { POST_APPROVAL_SCREEN_TABLE } from '../../../machines/post-approval/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The post-approval journey (ADR 008), declared once (ADR 033). Its actor's host sits at the app's
// root (its hand-overs are followed wherever the applicant is), so no frame: each screen stands in
// the journey frame itself. The bank statement and documents children's addresses draw one screen,
// the child that runs; the profile's documents page reads what these steps uploaded.
const runningChild = () => import('./screens/PostApprovalChild.tsx');

export const postApprovalJourney = defineJourney({
  id: 'post-approval',
  screens: POST_APPROVAL_SCREEN_TABLE,
  runtime: async () => (await import('./runtime.ts')).postApprovalJourney,
  hostAtRoot: true,
  components: {
    LoanOffers: () => import('./screens/LoanOffers.tsx'),
    BankStatement: runningChild,
    LoanDetails: () => import('./screens/LoanDetails.tsx'),
    BankDetails: () => import('./screens/BankDetails.tsx'),
    UploadDocuments: runningChild,
    Questionnaire: () => import('./screens/Questionnaire.tsx'),
    LinkAccounts: () => import('./screens/LinkAccounts.tsx'),
    LinkedAccounts: () => import('./screens/LinkedAccounts.tsx'),
    AdditionalDocuments: runningChild,
    Success: () => import('./screens/Success.tsx'),
    DocumentsData: () => import('./screens/DocumentsData.tsx'),
    UploadPreview: runningChild,
  },
});
