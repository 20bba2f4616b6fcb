import type { UploadedDocument } from '../onboarding/documents.ts';

// The bank details form's rules, as the lender states them (docs/sandbox.md, "Post-approval"):
// pure, so the machine checks a field the moment it is typed and the tests read them directly.

export const ACCOUNT_TYPES = ['savings', 'current'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Four letters (the bank, §4), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_LENGTH = 11;

/** What the applicant typed, upper-cased and without spaces (an IFSC is often read off a cheque). */
export const normaliseIfsc = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

export function ifscProblem(typed: string): string | null {
  const ifsc = normaliseIfsc(typed);
  if (ifsc === '') return 'Enter the IFSC of your branch';
  if (ifsc.length !== IFSC_LENGTH) return 'An IFSC has 11 characters';
  if (!IFSC_PATTERN.test(ifsc)) return 'Enter a valid IFSC: 4 letters, then 0, then 6 letters or digits';
  return null;
}

/** §4: the bank is the first four characters of the IFSC; null until they are four letters. */
export function bankCodeOf(typed: string): string | null {
  const code = normaliseIfsc(typed).slice(0, 4);
  return /^[A-Z]{4}$/.test(code) ? code : null;
}

export function accountNumberProblem(typed: string): string | null {
  if (typed === '') return 'Enter your account number';
  if (!/^\d+$/.test(typed)) return 'Use digits only';
  if (typed.length < 9 || typed.length > 18) return 'An account number has 9 to 18 digits';
  return null;
}

/** The second entry must be the first, digit for digit. */
export function confirmProblem(accountNumber: string, confirm: string): string | null {
  if (confirm === '') return 'Enter your account number again';
  return confirm === accountNumber ? null : 'The account numbers do not match';
}

export function holderNameProblem(typed: string): string | null {
  const name = typed.trim();
  if (name === '') return 'Enter the name on the account';
  if (!/^[A-Za-z][A-Za-z .'-]{1,99}$/.test(name)) return 'Use letters, spaces and dots only, as your bank writes it';
  return null;
}

export const BANK_FIELDS = ['ifsc', 'accountNumber', 'confirmAccountNumber', 'accountType', 'holderName'] as const;
export type BankField = (typeof BANK_FIELDS)[number];
export type BankValues = Record<BankField, string>;

export const EMPTY_BANK_VALUES: BankValues = {
  ifsc: '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: '',
  holderName: '',
};

const isAccountType = (value: string): value is AccountType => (ACCOUNT_TYPES as readonly string[]).includes(value);

/** Every field's problem; an empty record when the form may be sent. */
export function bankFormProblems(values: BankValues): Partial<Record<BankField, string>> {
  const problems: Partial<Record<BankField, string>> = {
    ifsc: ifscProblem(values.ifsc) ?? undefined,
    accountNumber: accountNumberProblem(values.accountNumber) ?? undefined,
    confirmAccountNumber: confirmProblem(values.accountNumber, values.confirmAccountNumber) ?? undefined,
    accountType: isAccountType(values.accountType) ? undefined : 'Choose the account type',
    holderName: holderNameProblem(values.holderName) ?? undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/** The penny drop: the bank's name for the account, compared with the holder name given. */
export const VERIFICATION_RESULTS = ['matched', 'nameMismatch', 'invalidAccount'] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];

/** What Branch parses into (src/journeys/post-approval/api/bank-account/schemas.ts). */
export type Branch = { ifsc: string; bank: string; bankName: string; branch: string; city: string; state: string };

/** What BankInfo parses into (src/journeys/post-approval/api/bank-account/schemas.ts). */
export type BankInfo = {
  bankAccount: {
    ifsc: string;
    bankName: string;
    branch: string | null;
    city: string | null;
    accountNumber: string;
    accountType: AccountType;
    holderName: string;
    verifiedAt: string;
  } | null;
  chequeRequired: boolean;
  cheque: UploadedDocument | null;
};
