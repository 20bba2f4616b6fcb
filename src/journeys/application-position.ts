import type { StatusPosition } from '../../machines/routing/access.ts';
import type { HomeResponse } from '../../rules/home.ts';

// The application's position (status, sub status, next action) as this page last heard it from
// the lender: the session's home load and each answer of the onboarding journey. The navigation
// guard reads it (src/app/router passes it in), so an address the status table closes to this
// position is refused before it renders. It starts empty on every page load rather than from a
// copy kept by an earlier visit, which could be stale (ops may have raised comments since): until
// a journey has heard the lender, the journeys decide on their own fresh answer.

let known: StatusPosition | null = null;

export function knownPosition(): StatusPosition | null {
  return known;
}

export function notePosition(position: StatusPosition | null): void {
  known = position && { status: position.status, subStatus: position.subStatus, nextAction: position.nextAction };
}

/** The position a home answer carries (home wraps the status as `status.value`). */
export function positionOfHome(home: HomeResponse): StatusPosition {
  const { status, subStatus, nextAction } = home.application;
  return { status: status.value, subStatus, nextAction };
}
