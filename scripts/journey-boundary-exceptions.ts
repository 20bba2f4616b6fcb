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

const allow = (file: string, imports: string, why: string): BoundaryException => ({ file, imports, why });

const PAYMENT_PLACE = 'the payment address per place: helper "payment-place" reshapes machines/payment';
const UPLOAD_CHILD = 'the document-upload child moves to machines/kit/ once its messages import is gone';
const LOGIN_CHILD = 'session runs login as its signed-out child: one journey, or login a kit child (the lead)';
const SESSION = 'the signed-in session is app-wide: it moves to a shared runtime or kit (helper "runtime")';

export const journeyBoundaryExceptions: readonly BoundaryException[] = [
  allow('machines/dashboard/dashboard.machine.ts', 'machines/payment/paths.ts', PAYMENT_PLACE),
  allow('src/journeys/dashboard/projection.ts', 'machines/payment/paths.ts', PAYMENT_PLACE),
  allow('src/journeys/post-approval/', 'src/journeys/onboarding/actors.ts', UPLOAD_CHILD),
  allow('machines/session/', 'machines/login/', LOGIN_CHILD),
  allow('src/journeys/session/', 'machines/login/', LOGIN_CHILD),
  allow('src/journeys/', 'src/journeys/session/SessionProvider.tsx', SESSION),
  allow('src/journeys/', 'src/journeys/onboarding/session-home.ts', SESSION),
  allow('src/journeys/', 'machines/session/session.machine.ts', SESSION),
  allow('src/screens/dashboard/Dashboard.tsx', 'machines/session/session.machine.ts', SESSION),
];
