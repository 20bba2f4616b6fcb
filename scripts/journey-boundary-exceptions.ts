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

export const journeyBoundaryExceptions: readonly BoundaryException[] = [];
