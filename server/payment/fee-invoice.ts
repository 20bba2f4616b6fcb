import type { Database } from 'better-sqlite3';
import { asPaise, rupeesWithPaise, type Paise } from '../kit/money.ts';
import { dayMonthYear } from '../kit/dates.ts';
import { FEE_GST_PERCENT } from '../kit/loan-cost/upfront-fees.ts';
import { Sheet } from '../pdf/sheet.ts';
import type { CustomerRow } from '../db/customers.ts';
import { findApplicationOfCustomer } from '../db/customers.ts';
import { getOnboardingState } from '../db/onboarding.ts';
import { loanPartiesOf } from '../ledger/loan-parties.ts';
import type { FeeRow } from '../ledger/processing-fees.ts';
import { feeOf } from './coupons.ts';

// The tax invoice of a paid processing fee (ADR 049; CGST Rules 2017, rule 46): the lender's GSTIN,
// a number unique in the financial year, the date, the recipient (and their GSTIN when on record),
// the place of supply, SAC 997113 (services related to credit granting, including processing fees),
// the taxable value (the fee after any coupon), the tax as CGST and SGST within a state or IGST
// between states, and the total, which is what the borrower paid.

/** SAC of "credit-granting services including stand-by commitment, guarantees and securities" (processing fee). */
export const PROCESSING_FEE_SAC = '997113';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The financial year (April to March, in India) of an instant, as GST invoices write it: 2627 for 2026-27. */
function financialYearOf(iso: string): string {
  const at = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const start = at.getUTCMonth() >= 3 ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** At most 16 characters, unique in the financial year (rule 46(b)): 2627/PF-1A2B3C4D. */
export function invoiceNumberOf(fee: Pick<FeeRow, 'id' | 'paid_at' | 'created_at'>): string {
  return `${financialYearOf(fee.paid_at ?? fee.created_at)}/${fee.id}`;
}

export type TaxSplit = { cgst: Paise; sgst: Paise; igst: Paise };

/**
 * GST on a supply within the lender's state is half CGST, half SGST (the odd paisa to SGST); to a
 * recipient registered in another state it is IGST. An unregistered recipient's place of supply is
 * taken as the lender's state: the sandbox keeps no state for a business without a GSTIN.
 */
export function taxSplitOf(gst: Paise, supplierState: string, recipientState: string | null): TaxSplit {
  if (recipientState !== null && recipientState !== supplierState) {
    return { cgst: asPaise(0), sgst: asPaise(0), igst: gst };
  }
  const cgst = asPaise(Math.floor(gst / 2));
  return { cgst, sgst: asPaise(gst - cgst), igst: asPaise(0) };
}

/** The borrower's GSTIN, when their onboarding verified one. */
function recipientGstinOf(db: Database, customer: CustomerRow): string | null {
  const application = findApplicationOfCustomer(db, customer.id);
  if (!application) return null;
  const state = getOnboardingState(db, application.id);
  return state.registration_type === 'gstin' ? state.registration_number : null;
}

export async function feeInvoicePdf(db: Database, customer: CustomerRow, fee: FeeRow): Promise<Uint8Array> {
  const parties = loanPartiesOf(db, customer, null);
  const lenderGstin = parties.lenderGstin;
  const recipientGstin = recipientGstinOf(db, customer);
  const quote = feeOf(fee);
  const taxable = asPaise(quote.amount - quote.discount);
  const split = taxSplitOf(quote.gst, lenderGstin.slice(0, 2), recipientGstin?.slice(0, 2) ?? null);
  const number = invoiceNumberOf(fee);
  const money = (amount: Paise) => rupeesWithPaise(amount, 'Rs.');
  const half = FEE_GST_PERCENT / 2;
  const sheet = await Sheet.create(`Tax invoice ${number}`, `Tax invoice ${number}`);
  sheet.heading('Tax invoice');
  sheet.facts([
    ['Supplier', parties.lenderName],
    ['Supplier GSTIN', lenderGstin],
    ['Invoice number', number],
    ['Invoice date', dayMonthYear(fee.paid_at ?? fee.created_at)],
    ['Recipient', parties.businessName ? `${parties.borrowerName}, ${parties.businessName}` : parties.borrowerName],
    ['Recipient GSTIN', recipientGstin ?? 'Unregistered'],
    ['Place of supply', `State code ${(recipientGstin ?? lenderGstin).slice(0, 2)}`],
    ['Loan reference', parties.loanReference ?? 'Not yet assigned'],
  ]);
  sheet.gap();
  sheet.table(
    [
      { heading: 'Description', width: 235, align: 'left' },
      { heading: 'SAC', width: 80, align: 'left' },
      { heading: 'Amount', width: 200, align: 'right' },
    ],
    [
      { cells: ['Processing fee of the credit line', PROCESSING_FEE_SAC, money(quote.amount)] },
      ...(quote.discount > 0
        ? [{ cells: [`Coupon ${quote.couponCode ?? ''}`, '', `- ${money(quote.discount)}`] }]
        : []),
      { cells: ['Taxable value', '', money(taxable)], bold: true },
      ...(split.igst > 0
        ? [{ cells: [`IGST at ${FEE_GST_PERCENT}%`, '', money(split.igst)] }]
        : [
            { cells: [`CGST at ${half}%`, '', money(split.cgst)] },
            { cells: [`SGST at ${half}%`, '', money(split.sgst)] },
          ]),
      { cells: ['Total', '', money(quote.total)], bold: true },
    ],
  );
  sheet.gap();
  sheet.text('Tax is not payable on reverse charge. This invoice is generated by the lender’s system.');
  return sheet.save();
}
