import type { HomeResponse } from '../../rules/home.ts';
import type { ApplicationPosition } from '../../rules/onboarding/position.ts';
import type { BankInfo, Branch } from '../../rules/post-approval/bank-account.ts';
import type { VerificationResult } from '../../rules/post-approval/bank-account.ts';
import type { BankField, BankValues } from '../../rules/post-approval/bank-account.ts';
import type { AmountChange, LoanDetails, Offer } from '../../rules/post-approval/offers.ts';
import type { Question } from '../../rules/post-approval/questionnaire.ts';
import type { LinkedMembership } from '../../rules/post-approval/supplier-accounts.ts';
import type { PostApprovalScreen } from '../routing/post-approval-screens.ts';
import type { RouteEvent } from '../routing.ts';

/** The screens whose typing survives a reload (account numbers never do: they are not kept). */
export const POST_APPROVAL_DRAFT_SCREENS = ['offers', 'bankDetails', 'questionnaire', 'linkAccounts'] as const;
export type PostApprovalDraftScreen = (typeof POST_APPROVAL_DRAFT_SCREENS)[number];

/** Typed but unsent values, as kept in localStorage (versioned, one application). */
export interface PostApprovalDrafts {
  version: 1;
  applicationId: string;
  screens: Partial<Record<PostApprovalDraftScreen, Record<string, string>>>;
}

export interface PostApprovalEntry {
  pathname: string;
  search: string;
}

export interface PostApprovalInput {
  /** The address the actor was created on; honoured once when the position allows its screen. */
  entry: PostApprovalEntry;
  /** Drafts read when the actor was created (a reload restores typed input from them). */
  drafts: PostApprovalDrafts | null;
}

/** What loading is told: the position the lender's last answer gave (null on the first load). */
export interface LoadApplicationInput {
  known: ApplicationPosition | null;
}

export interface PostApprovalLoad {
  home: HomeResponse;
}

export interface ApplicationInput {
  applicationId: string;
}

export interface OffersLoad {
  approvedAmount: number | null;
  /** In the neutral order (rules/post-approval/offers.ts). */
  offers: Offer[];
  selected: { nbfcName: string; loanId: string } | null;
}

export interface SelectInput extends ApplicationInput {
  nbfcName: string;
  amount?: number;
}

export interface StepAnswer {
  application: ApplicationPosition;
}

export interface SelectAnswer extends StepAnswer {
  loanId: string;
}

export interface LoanDetailsInput extends ApplicationInput {
  nbfcName: string;
}

export interface BankLoad {
  bankInfo: BankInfo;
  banks: { code: string; name: string }[];
}

export interface BankDetailsAnswer extends StepAnswer {
  verification: { result: VerificationResult; nameAtBank: string | null };
}

export interface ChequeInput extends ApplicationInput {
  file: File;
}

export interface QuestionnaireLoad {
  questions: Question[];
  submitted: boolean;
}

export interface LinkingAnswer extends StepAnswer {
  memberships: LinkedMembership[];
}

/** The child journeys' contract (bank statement, documents): their final output. */
export interface ChildInput {
  applicationId: string;
  loanId: string | null;
}
export interface ChildOutput {
  status: string;
}

export interface PostApprovalContext {
  application: ApplicationPosition | null;
  home: HomeResponse | null;
  entry: PostApprovalEntry | null;
  drafts: PostApprovalDrafts | null;
  /** Why a load or a send failed; shown with Retry, or in the screen's alert. */
  problem: string | null;
  screen: PostApprovalScreen | null;
  loanId: string | null;
  offers: Offer[];
  approvedAmount: number | null;
  /** The lender the applicant picked, and the amount typed (an empty string: the lender's limit). */
  choice: { nbfcName: string; amount: string };
  /** The chosen lender's answer on a smaller amount (amount-change); null: its limit only. */
  amountChange: AmountChange | null;
  /** The lender whose key facts /:nbfcName/loan-details shows. */
  nbfcName: string | null;
  details: LoanDetails | null;
  bank: {
    values: BankValues;
    errors: Partial<Record<BankField, string>>;
    branch: Branch | null;
    banks: { code: string; name: string }[];
    info: BankInfo | null;
    verification: BankDetailsAnswer['verification'] | null;
  };
  questions: Question[];
  answers: Record<string, string>;
  answerErrors: Record<string, string>;
  memberships: LinkedMembership[];
  sellerIds: Record<string, string>;
  sellerIdErrors: Record<string, string>;
}

export type PostApprovalEvent =
  | { type: 'RETRY' }
  | { type: 'BACK' }
  | { type: 'CONTINUE' }
  | { type: 'EDIT' }
  | { type: 'SUBMIT' }
  | { type: 'CHOOSE_OFFER'; nbfcName: string }
  | { type: 'AMOUNT_CHANGED'; amount: string }
  | { type: 'VIEW_DETAILS'; nbfcName: string }
  | { type: 'FIELD_CHANGED'; field: BankField; value: string }
  | { type: 'CHEQUE_CHOSEN'; file: File }
  | { type: 'ANSWER_CHANGED'; id: string; value: string }
  | { type: 'SELLER_ID_CHANGED'; marketplaceName: string; value: string }
  /** The address bar (ADR 003): loan details reads its lender from the address. */
  | RouteEvent;
