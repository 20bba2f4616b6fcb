import type { GuarantorSummary } from '../../rules/guarantor.ts';

export type {
  ESignAnswer,
  ESignStarted,
  GuarantorDetailsInput,
  GuarantorDigiLockerAnswer,
  GuarantorSummary,
  ProviderPage,
} from '../../rules/guarantor.ts';

/** What a provider page (DigiLocker, e-sign) brought the browser back with; only its id is read. */
export interface ProviderReturn {
  kind: 'digiLocker' | 'eSign';
  requestId: string;
}

/** What the journey reads when it starts: the record, and what the browser and storage say. */
export interface GuarantorStart {
  summary: GuarantorSummary;
  /** The loan chosen on Loan Information, kept across reloads (§3 selected guarantor loan). */
  chosenLoanId: string | null;
  /** The address the journey was opened on: Loan Information (after OTP), or another of its screens. */
  entry: 'loanInfo' | 'step';
  providerReturn: ProviderReturn | null;
  /** The browser's clock, for the expiry rule. */
  now: number;
}

export interface GuarantorInput {
  guarantorId: string;
}

/** The fields of Guarantor Verification Details and Guarantor Pan Verification. */
export const DETAIL_FIELDS = ['fullName', 'dateOfBirth', 'email', 'relation'] as const;
export const PAN_FIELDS = ['panNumber'] as const;

export type GuarantorField = (typeof PAN_FIELDS)[number] | (typeof DETAIL_FIELDS)[number];
