import { POST_APPROVAL_SCREEN_TABLE } from '../../../machines/post-approval/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The post-approval journey (ADR 008), declared once (ADR 033). Its actor's host sits at the app's
// root (its hand-overs are followed wherever the applicant is), so no frame: each screen stands in
// the journey frame itself. The bank statement and documents children's addresses draw one screen,
// the child that runs; the profile's documents page reads what these steps uploaded.
const runningChild = () => import('../../screens/post-approval/PostApprovalChild.tsx');

export const postApprovalJourney = defineJourney({
  id: 'post-approval',
  screens: POST_APPROVAL_SCREEN_TABLE,
  runtime: async () => (await import('./runtime.ts')).postApprovalJourney,
  hostAtRoot: true,
  components: {
    LoanOffers: () => import('../../screens/post-approval/LoanOffers.tsx'),
    BankStatement: runningChild,
    LoanDetails: () => import('../../screens/post-approval/LoanDetails.tsx'),
    BankDetails: () => import('../../screens/post-approval/BankDetails.tsx'),
    UploadDocuments: runningChild,
    Questionnaire: () => import('../../screens/post-approval/Questionnaire.tsx'),
    LinkAccounts: () => import('../../screens/post-approval/LinkAccounts.tsx'),
    LinkedAccounts: () => import('../../screens/post-approval/LinkedAccounts.tsx'),
    AdditionalDocuments: runningChild,
    Success: () => import('../../screens/post-approval/Success.tsx'),
    DocumentsData: () => import('../../screens/post-approval/DocumentsData.tsx'),
    UploadPreview: runningChild,
  },
});
