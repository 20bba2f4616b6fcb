// What the payment chart checks before a call, over what the customer chose and typed: the amount
// against what may be paid now, and the chosen method's fields (card, bank, a verified UPI id).
// Pure: the chart uses these as its guards directly, so its machine-level paths run the real rules
// (ADR 030). The field rules themselves (amount, card, UPI id) are the payment rules; the sandbox
// checks the same again.
import { amountProblem, cardProblems, chosenAmount, vpaProblem, type AmountChoice } from './amount.ts';
import type { AmountPayable, PaymentMethod } from './types.ts';

/** The fields the method step types; the card's stay in the payment's memory only. */
export interface MethodValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
  saveCard: boolean;
  bankCode: string;
  vpa: string;
}

export const EMPTY_METHOD_VALUES: MethodValues = {
  cardNumber: '',
  expiry: '',
  cvv: '',
  saveCard: false,
  bankCode: '',
  vpa: '',
};

export type MethodField = 'cardNumber' | 'expiry' | 'cvv' | 'bankCode' | 'vpa';
export type FieldProblems = Partial<Record<MethodField, string>>;

/** The amount as chosen: total, minimum or the typed one, against what may be paid now. */
export interface AmountForm {
  amountChoice: AmountChoice;
  amountTyped: string;
  payable: AmountPayable | null;
}

/** The sentence under the amount, or null when it may be paid (nothing is payable before the due is read). */
export function amountError({ amountChoice, amountTyped, payable }: AmountForm): string | null {
  return payable ? amountProblem(amountChoice, amountTyped, payable) : null;
}

export function amountAllowed(form: AmountForm): boolean {
  return form.payable !== null && amountError(form) === null;
}

/** The amount Continue takes to the methods. */
export function amountChosen({ amountChoice, amountTyped, payable }: AmountForm) {
  return payable ? chosenAmount(amountChoice, amountTyped, payable) : null;
}

/** The method chosen and its fields; a UPI id must also have been verified (its holder's name read). */
export interface MethodForm {
  method: PaymentMethod;
  values: MethodValues;
  vpaName: string | null;
}

/** Each field's problem for the chosen method, judged at `now` (a card's expiry). */
export function methodProblems({ method, values, vpaName }: MethodForm, now: Date): FieldProblems {
  switch (method) {
    case 'DEBIT_CARD':
      return cardProblems(values, now);
    case 'NET_BANKING':
      return values.bankCode === '' ? { bankCode: 'Choose your bank.' } : {};
    case 'UPI': {
      const problem = vpaProblem(values.vpa);
      if (problem) return { vpa: problem };
      return vpaName === null ? { vpa: 'Verify your UPI ID first.' } : {};
    }
  }
}

/** The given fields' problems only, each by its own rule whatever the method (Verify checks a UPI id's shape). */
export function fieldProblems(values: MethodValues, now: Date, fields: readonly MethodField[]): FieldProblems {
  const vpa = vpaProblem(values.vpa);
  const all: FieldProblems = { ...cardProblems(values, now), ...(vpa ? { vpa } : {}) };
  return Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field as MethodField)));
}

/** Verify may look the UPI id up: UPI is chosen and the id has a UPI id's shape. */
export function vpaCheckable({ method, values }: MethodForm): boolean {
  return method === 'UPI' && vpaProblem(values.vpa) === null;
}
