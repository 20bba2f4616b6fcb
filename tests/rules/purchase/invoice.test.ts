import { describe, expect, it } from 'vitest';
import { paiseFromInteger, type Paise } from '../../../rules/money/paise.ts';
import {
  EMPTY_INVOICE,
  invoiceDateProblem,
  invoiceProblems,
  invoicesOf,
  invoicesPayable,
  invoicesTotal,
  invoicesTotalProblem,
  type InvoiceDraft,
} from '../../../rules/purchase/invoice.ts';

// The invoices of an invoice payment: each field's sentence, one number once per supplier, and the
// total that must be the amount paid (the issue's ₹1,20,000 against ₹70,000 and ₹50,000).

const paise = (value: number) => paiseFromInteger(value) as Paise;
const TODAY = '2026-11-29';
const document = { documentId: 'DOC-1', displayName: 'Invoice 1', name: 'invoice-1.pdf', size: 48_213 };
const draft = (number: string, amountTyped: string, date = '2026-11-20'): InvoiceDraft => ({
  number,
  date,
  amountTyped,
  document,
});

describe('an invoice payment', () => {
  const two = [draft('INV-001', '70,000'), draft('INV-002', '50,000.00')];

  it('pays invoices that add up to the amount', () => {
    expect(invoicesTotal(two)).toBe(paise(12_000_000));
    expect(invoicesPayable(two, paise(12_000_000), TODAY)).toBe(true);
    expect(invoicesOf(two).map((invoice) => invoice.amount)).toEqual([paise(7_000_000), paise(5_000_000)]);
  });

  it('says so when the total is not the amount', () => {
    expect(invoicesTotalProblem(two, paise(13_000_000))).toBe(
      'Your invoices add up to ₹1,20,000, not the ₹1,30,000 you are paying.',
    );
    expect(invoicesPayable(two, paise(13_000_000), TODAY)).toBe(false);
    expect(invoicesTotalProblem([], paise(100))).toBe('Add at least one invoice.');
  });

  it('refuses the same number twice for one supplier, whatever its case or spaces', () => {
    const twice = [draft('INV-001', '70,000'), draft(' inv-001 ', '50,000')];
    expect(invoiceProblems(twice, TODAY)[1]).toEqual({
      number: 'This invoice number is already paid or listed for this supplier.',
    });
    expect(invoiceProblems([draft('INV-9', '1')], TODAY, ['inv-9'])[0]?.number).toMatch(/already paid/);
  });

  it('says on each field what is missing or wrong', () => {
    expect(invoiceProblems([EMPTY_INVOICE], TODAY)[0]).toEqual({
      number: 'Enter the invoice number.',
      date: 'Enter the invoice date.',
      amount: 'Enter the invoice amount.',
      document: 'Upload the invoice.',
    });
    expect(invoiceProblems([draft('INV 1', '0.001')], TODAY)[0]).toEqual({
      number: 'Use up to 30 letters, digits, / - or . as on the invoice.',
      amount: 'Enter an amount in rupees, with up to 2 decimals.',
    });
    expect(invoiceProblems([draft('INV-1', '0')], TODAY)[0]).toEqual({
      amount: 'An invoice amount must be more than ₹0.',
    });
  });

  it('takes a date up to today and no more than a year back', () => {
    expect(invoiceDateProblem('2026-11-29', TODAY)).toBeNull();
    expect(invoiceDateProblem('2026-11-30', TODAY)).toBe('An invoice date cannot be in the future.');
    expect(invoiceDateProblem('2025-11-29', TODAY)).toBeNull();
    expect(invoiceDateProblem('2025-11-28', TODAY)).toMatch(/more than a year old/);
    expect(invoiceDateProblem('2026-02-30', TODAY)).toBe('Enter the date as it is on the invoice.');
  });
});
