import type { HomeResponse } from '../../rules/home.ts';
import type { ApplicationPosition } from '../../rules/onboarding/position.ts';
import type {
  Availability,
  MandateMode,
  MandateOutcome,
  MandateStarted,
  MandateStatus,
} from '../../rules/mandate/types.ts';
import type { MandateScreen } from './screens.ts';

/** The mode the applicant picked, kept so a reload keeps the choice (versioned, one application). */
export interface MandateDrafts {
  version: 1;
  applicationId: string;
  mode: MandateMode | null;
}

export interface MandateEntry {
  pathname: string;
  search: string;
}

export interface MandateInput {
  /** The address the actor was created on; honoured once when the position allows its screen. */
  entry: MandateEntry;
  drafts: MandateDrafts | null;
}

/** A status read and what it means now (the app reads the clock, the machine does not). */
export interface StatusRead {
  status: MandateStatus;
  outcome: MandateOutcome;
}

export interface MandateLoad extends StatusRead {
  home: HomeResponse;
}

export interface ApplicationInput {
  applicationId: string;
}

export interface MandateContext {
  application: ApplicationPosition | null;
  loanId: string | null;
  entry: MandateEntry | null;
  drafts: MandateDrafts | null;
  /** The latest status read: the only source of an attempt's outcome. */
  read: StatusRead | null;
  availability: Availability | null;
  mode: MandateMode | null;
  started: MandateStarted | null;
  /** A start refused because the mandate is registered already: the "already completed" screen. */
  alreadyRegistered: boolean;
  /** Why a load or a send failed; shown with Retry, or in the screen's alert. */
  problem: string | null;
  screen: MandateScreen | null;
}

export type MandateEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE_MODE'; mode: MandateMode }
  | { type: 'SUBMIT' }
  | { type: 'DOWNLOAD' }
  | { type: 'FILE_CHOSEN'; file: File }
  | { type: 'CONTINUE' }
  | { type: 'CHECK_AGAIN' }
  | { type: 'CHANGE_MODE' };
