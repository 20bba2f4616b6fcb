import { describe, expect, it } from 'vitest';
import { paiseFromInteger, type Paise } from '../../../rules/money/paise.ts';
import { ApiError } from '../../../src/api/errors.ts';
import {
  BLOCKED_MESSAGES,
  ineligibleMessage,
  lineBlockedReason,
  refusedSpendReason,
  spendAmountProblem,
} from '../../../rules/purchase/spend.ts';
import { mpinLocked, mpinProblem, newMpinProblems, MPIN_LOCKED_CODE } from '../../../rules/purchase/mpin.ts';
import {
  inviteProblems,
  newSupplierOf,
  supplierProblems,
  EMPTY_SUPPLIER,
} from '../../../rules/purchase/supplier-form.ts';
import type { SpendLine } from '../../../rules/purchase/types.ts';

// When a spend is refused and how it is said; the mPIN's rule; the supplier and invitation forms.

const paise = (value: number) => paiseFromInteger(value) as Paise;
const LINE: SpendLine = {
  active: true,
  creditLimit: paise(50_000_000),
  available: paise(38_000_000),
  overdue: false,
  marketplaceBlocked: false,
  interestFreeDays: 30,
  mpinSet: false,
};

describe('a blocked spend', () => {
  it('names the first reason the line takes no spend', () => {
    expect(lineBlockedReason(LINE)).toBeNull();
    expect(lineBlockedReason({ ...LINE, active: false, overdue: true })).toBe('notActive');
    expect(lineBlockedReason({ ...LINE, overdue: true, marketplaceBlocked: true })).toBe('overdue');
    expect(lineBlockedReason({ ...LINE, marketplaceBlocked: true })).toBe('marketplaceBlocked');
  });

  it("reads the lender's refusals as the same reasons, and nothing else as one", () => {
    const refused = (code: string) => new ApiError('Refused.', { kind: 'http', status: 409, code });
    expect(refusedSpendReason(refused('EPL-40962'))).toBe('overLimit');
    expect(refusedSpendReason(refused('EPL-40961'))).toBe('overdue');
    expect(refusedSpendReason(refused('EPL-40940'))).toBeNull();
    expect(refusedSpendReason(new Error('timeout'))).toBeNull();
    expect(BLOCKED_MESSAGES.overdue).toMatch(/overdue/);
  });

  it('says on the amount field what may be spent', () => {
    expect(spendAmountProblem('1,20,000', LINE.available)).toBeNull();
    expect(spendAmountProblem('3,80,000.01', LINE.available)).toBe(
      'This is more than your available limit of ₹3,80,000.',
    );
    expect(spendAmountProblem('', LINE.available)).toBe('Enter the amount to pay.');
    expect(spendAmountProblem('12.345', LINE.available)).toBe('Enter an amount in rupees, with up to 2 decimals.');
    expect(spendAmountProblem('0', LINE.available)).toBe('Enter an amount more than ₹0.');
  });

  it("says why a merchant cannot be paid, in the app's words", () => {
    expect(ineligibleMessage('merchantNotAllowed')).toMatch(/business purchases only/);
    expect(ineligibleMessage('something new')).toBe('Your credit line cannot pay this merchant.');
  });
});

describe('the mPIN', () => {
  it('has 4 or 6 digits', () => {
    expect(mpinProblem('4826')).toBeNull();
    expect(mpinProblem('482613')).toBeNull();
    expect(mpinProblem('48261')).toBe('Your mPIN has 4 or 6 digits.');
    expect(mpinProblem('48a6')).toBe('Your mPIN has digits only.');
    expect(mpinProblem('')).toBe('Enter your mPIN.');
  });

  it('is set only when it is not guessable and typed the same twice', () => {
    expect(newMpinProblems('4826', '4826')).toEqual({});
    expect(newMpinProblems('1111', '1111').mpin).toMatch(/repeated or a sequence/);
    expect(newMpinProblems('3456', '3456').mpin).toMatch(/repeated or a sequence/);
    expect(newMpinProblems('4826', '4862')).toEqual({ confirm: 'The two mPINs do not match.' });
  });

  it('is locked only on the lender’s lock code', () => {
    expect(mpinLocked(new ApiError('Locked.', { kind: 'http', status: 429, code: MPIN_LOCKED_CODE }))).toBe(true);
    expect(mpinLocked(new ApiError('Wrong.', { kind: 'http', status: 422, code: 'EPL-42231' }))).toBe(false);
  });
});

describe('the supplier forms', () => {
  it('checks the chosen way of paying only, and sends it tidied', () => {
    const bank = {
      ...EMPTY_SUPPLIER,
      name: 'Kaveri Cottons',
      gstin: '27aapfu0939f1zv',
      accountNumber: '123456789',
      ifsc: 'sbin 0001234',
    };
    expect(supplierProblems(bank)).toEqual({});
    expect(newSupplierOf(bank)).toEqual({
      name: 'Kaveri Cottons',
      gstin: '27AAPFU0939F1ZV',
      payTo: { kind: 'bank', accountNumber: '123456789', ifsc: 'SBIN0001234' },
    });
    expect(supplierProblems({ ...bank, payBy: 'upi' })).toEqual({ vpa: 'Enter a UPI ID like name@bank.' });
    expect(supplierProblems(EMPTY_SUPPLIER)).toMatchObject({ gstin: "Enter the supplier's GSTIN." });
    expect(supplierProblems({ ...bank, gstin: '27AAPFU0939F1ZX' }).gstin).toMatch(/not valid/);
  });

  it('invites a name at a mobile number', () => {
    expect(inviteProblems({ name: 'Mehta Hardware', mobile: '9876500001', channel: 'whatsapp' })).toEqual({});
    expect(inviteProblems({ name: '', mobile: '12345', channel: 'sms' })).toEqual({
      name: 'Enter the business name.',
      mobile: 'Enter a 10-digit mobile number starting 6, 7, 8 or 9.',
    });
  });
});

describe('the refusal codes the chart reads', () => {
  it('are the ones the sandbox answers with', async () => {
    const { PurchaseErrorCodes: codes } = await import('../../../server/purchase/rules.ts');
    const { SPEND_REFUSAL_CODES, INELIGIBLE_REASON_CODES } = await import('../../../rules/purchase/spend.ts');
    const { MPIN_WRONG_CODE } = await import('../../../rules/purchase/mpin.ts');
    expect(SPEND_REFUSAL_CODES).toEqual({
      [codes.lineNotActive]: 'notActive',
      [codes.instalmentOverdue]: 'overdue',
      [codes.exceedsAvailable]: 'overLimit',
      [codes.marketplaceBlocked]: 'marketplaceBlocked',
    });
    expect(INELIGIBLE_REASON_CODES).toEqual({
      [codes.merchantNotAllowed]: 'merchantNotAllowed',
      [codes.exceedsAvailable]: 'overLimit',
    });
    expect([MPIN_WRONG_CODE, MPIN_LOCKED_CODE]).toEqual([codes.wrongMpin, codes.mpinLocked]);
  });
});
