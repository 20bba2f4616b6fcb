// Journey-to-journey imports that scripts/check-journey-boundaries.ts lets through for now (ADR 035):
// each was there before the check and waits for the slice of issue 29 that moves the shared piece
// into a kit. This list only shrinks: an entry no import needs any more fails the check, so it is
// deleted the day its move lands. Empty, the check holds for every journey.
//
// `file` and `imports` are repo-relative files or folders (a folder covers everything under it).

export interface BoundaryException {
  /** The importing file, or a folder of importers. */
  readonly file: string;
  /** The file or folder of another journey it may still import. */
  readonly imports: string;
  /** What has to move, and where, for the entry to go. */
  readonly why: string;
}

const MESSAGES = 'appCall/messageOf and the user sentences move to machines/kit/ and rules/ (helper "rules")';
const SESSION = 'the signed-in session is app-wide: it moves to a shared runtime or kit (helper "runtime")';
const LOGIN_CHILD = 'session runs login as its signed-out child: one journey, or login a kit child (the lead)';
const UPLOAD_CHILD =
  'the document-upload child moves to machines/kit/ once its messages import is gone (helper "rules")';
const SCREEN_PARTS = 'shared screen parts move to src/ui/ or a screens kit when screens move under journeys';
const SANDBOX = 'the sandbox shares onboarding/post-approval facts: a server kit (sandbox slice)';

export const journeyBoundaryExceptions: readonly BoundaryException[] = [
  { file: 'machines/', imports: 'machines/onboarding/messages.ts', why: MESSAGES },
  { file: 'src/journeys/branding/', imports: 'machines/onboarding/messages.ts', why: MESSAGES },
  { file: 'src/screens/login/staging/', imports: 'machines/onboarding/messages.ts', why: MESSAGES },
  {
    file: 'src/journeys/onboarding/identity/rules.ts',
    imports: 'machines/login/validation.ts',
    why: 'the mobile-number rule moves to rules/ (helper "rules")',
  },
  {
    file: 'src/journeys/guarantor/rules.ts',
    imports: 'src/journeys/onboarding/validators/',
    why: 'the PAN and name rules move to rules/ (helper "rules")',
  },
  {
    file: 'machines/dashboard/dashboard.machine.ts',
    imports: 'machines/payment/paths.ts',
    why: 'the payment\'s address per place: helper "payment-place" reshapes machines/payment',
  },
  {
    file: 'src/journeys/dashboard/projection.ts',
    imports: 'machines/payment/paths.ts',
    why: 'the payment\'s address per place: helper "payment-place" reshapes machines/payment',
  },
  { file: 'machines/post-approval/', imports: 'machines/onboarding/document-upload.machine.ts', why: UPLOAD_CHILD },
  { file: 'machines/post-approval/', imports: 'machines/onboarding/upload-child-id.ts', why: UPLOAD_CHILD },
  { file: 'src/journeys/post-approval/', imports: 'machines/onboarding/document-upload.machine.ts', why: UPLOAD_CHILD },
  { file: 'src/screens/post-approval/', imports: 'machines/onboarding/document-upload.machine.ts', why: UPLOAD_CHILD },
  { file: 'src/journeys/post-approval/', imports: 'src/journeys/onboarding/actors.ts', why: UPLOAD_CHILD },
  {
    file: 'src/journeys/post-approval/documents-actors.ts',
    imports: 'src/journeys/statement/save-file.ts',
    why: 'saving a downloaded file is no journey\'s: it moves to src/lib/ (helper "runtime")',
  },
  { file: 'machines/session/', imports: 'machines/login/', why: LOGIN_CHILD },
  { file: 'src/journeys/session/', imports: 'machines/login/', why: LOGIN_CHILD },
  { file: 'src/journeys/', imports: 'src/journeys/session/SessionProvider.tsx', why: SESSION },
  { file: 'src/journeys/', imports: 'src/journeys/onboarding/session-home.ts', why: SESSION },
  { file: 'src/journeys/', imports: 'machines/session/session.machine.ts', why: SESSION },
  { file: 'src/screens/dashboard/Dashboard.tsx', imports: 'machines/session/session.machine.ts', why: SESSION },
  {
    file: 'src/screens/layouts/',
    imports: 'machines/onboarding/',
    why: 'the onboarding layouts belong to the onboarding journey: they move with its screens',
  },
  { file: 'src/screens/', imports: 'src/screens/onboarding/', why: SCREEN_PARTS },
  {
    file: 'src/screens/onboarding/outcomes/CongratulationsView.tsx',
    imports: 'src/screens/dashboard/status-labels.ts',
    why: SCREEN_PARTS,
  },
  { file: 'server/', imports: 'server/onboarding/advance.ts', why: SANDBOX },
  { file: 'server/', imports: 'server/post-approval/lenders.ts', why: SANDBOX },
  { file: 'server/', imports: 'server/post-approval/ifsc.ts', why: SANDBOX },
];
