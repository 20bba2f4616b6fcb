import type { Agreement, AgreementDocument, ESignAnswer, ESignStarted } from '../../rules/agreement.ts';
import type { ApplicationPosition } from '../../rules/onboarding/position.ts';
import type { AgreementScreen } from './screens.ts';
import type { RouteEvent } from '../routing.ts';

export type { Agreement, AgreementDocument, ESignAnswer, ESignStarted };

export interface AgreementEntry {
  pathname: string;
  search: string;
}

export interface AgreementInput {
  /** The address the actor was created on; honoured once when it is a document the applicant may read. */
  entry: AgreementEntry;
}

/** What the journey reads when it starts: the lender's records and what the browser brought. */
export interface AgreementStart {
  position: ApplicationPosition;
  /** Null when the application has no loan in the agreement's statuses (handed over). */
  agreement: Agreement | null;
  /** The screen the address asked for. */
  opened: AgreementScreen | null;
  /** Back from the e-sign page: its request id (only the status call decides what happened). */
  eSignReturn: string | null;
  /** The KFS box was left ticked on this loan before a reload (the browser's draft). */
  kfsTicked: boolean;
}

export interface LoanInput {
  loanId: string;
}

/** The acknowledgement names the KFS the applicant read, so one replaced since is refused (ADR 049). */
export interface KfsAcknowledgement extends LoanInput {
  proposalNumber: string;
}

export interface DocumentInput extends LoanInput {
  document: AgreementDocument;
}

export type ESignOutcome = 'failed' | 'expired' | 'waiting';

export interface AgreementContext {
  entry: AgreementEntry;
  position: ApplicationPosition | null;
  agreement: Agreement | null;
  opened: AgreementScreen | null;
  eSignReturn: string | null;
  requestId: string | null;
  providerUrl: string | null;
  /** The KFS box: "I have read and understood the Key Fact Statement". */
  acknowledged: boolean;
  /** The PDF on screen. */
  document: Blob | null;
  /** Why a load or a send failed, or what the e-sign came back as; shown in the screen's alert. */
  error: string | null;
  eSignOutcome: ESignOutcome | null;
}

export type AgreementEvent =
  | { type: 'RETRY' }
  | { type: 'BACK' }
  | { type: 'CONTINUE' }
  | { type: 'ACK_CHANGED'; checked: boolean }
  | { type: 'ACKNOWLEDGE' }
  | { type: 'SIGN' }
  | { type: 'CHECK_AGAIN' }
  | { type: 'READ'; document: 'kfs' | 'sanctionLetter' | 'agreement' }
  | RouteEvent;
