import { gstinError, normaliseGstin } from '../identity/gstin.ts';
import { isValidMobile } from '../mobile.ts';
import { vpaProblem } from '../payment/amount.ts';
import { accountNumberProblem, ifscProblem, normaliseIfsc } from '../post-approval/bank-account.ts';
import type { InviteChannel } from './types.ts';

// The add-supplier and invite-supplier forms (issue 30): a supplier has a name, a GSTIN checked as
// onboarding checks it, and where it is paid (a bank account, which the lender verifies by a penny
// drop, or a UPI id); an invitation goes to a name and a mobile number by SMS or WhatsApp.

export type PayBy = 'bank' | 'upi';

export interface SupplierValues {
  name: string;
  gstin: string;
  payBy: PayBy;
  accountNumber: string;
  ifsc: string;
  vpa: string;
}

export type SupplierField = Exclude<keyof SupplierValues, 'payBy'>;

export const EMPTY_SUPPLIER: SupplierValues = {
  name: '',
  gstin: '',
  payBy: 'bank',
  accountNumber: '',
  ifsc: '',
  vpa: '',
};

export interface InviteValues {
  name: string;
  mobile: string;
  channel: InviteChannel;
}

export const EMPTY_INVITE: InviteValues = { name: '', mobile: '', channel: 'sms' };

const NAME = /^[A-Za-z0-9][A-Za-z0-9 &.,'()/-]{1,99}$/;

export function businessNameProblem(typed: string): string | null {
  const name = typed.trim();
  if (name === '') return 'Enter the business name.';
  return NAME.test(name) ? null : "Use letters, digits and & . , ' ( ) / - only, as on the invoice.";
}

/** Each field's sentence; only the chosen way of paying is checked. */
export function supplierProblems(values: SupplierValues): Partial<Record<SupplierField, string>> {
  const problems: Partial<Record<SupplierField, string>> = {};
  const name = businessNameProblem(values.name);
  if (name) problems.name = name;
  // The form's own sentence when it is empty: onboarding's says "your" GSTIN.
  const gstin = normaliseGstin(values.gstin) === '' ? "Enter the supplier's GSTIN." : gstinError(values.gstin);
  if (gstin) problems.gstin = gstin;
  if (values.payBy === 'bank') {
    const account = accountNumberProblem(values.accountNumber.trim());
    if (account) problems.accountNumber = account;
    const ifsc = ifscProblem(values.ifsc);
    if (ifsc) problems.ifsc = ifsc;
  } else {
    const vpa = vpaProblem(values.vpa);
    if (vpa) problems.vpa = vpa;
  }
  return problems;
}

/** The new supplier as it is sent: the GSTIN and IFSC tidied, only the chosen way of paying. */
export function newSupplierOf(values: SupplierValues) {
  return {
    name: values.name.trim(),
    gstin: normaliseGstin(values.gstin),
    payTo:
      values.payBy === 'bank'
        ? { kind: 'bank' as const, accountNumber: values.accountNumber.trim(), ifsc: normaliseIfsc(values.ifsc) }
        : { kind: 'upi' as const, vpa: values.vpa.trim() },
  };
}

export type NewSupplier = ReturnType<typeof newSupplierOf>;

export function inviteProblems(values: InviteValues): Partial<Record<'name' | 'mobile', string>> {
  const problems: Partial<Record<'name' | 'mobile', string>> = {};
  const name = businessNameProblem(values.name);
  if (name) problems.name = name;
  if (!isValidMobile(values.mobile.trim())) problems.mobile = 'Enter a 10-digit mobile number starting 6, 7, 8 or 9.';
  return problems;
}
