import { asPaise, type Paise } from '../money.ts';

// What a borrower pays before the first rupee reaches them (RBI KFS Annex A item 8): the lender's
// fees with the GST charged on them, and third parties' charges (stamp duty) collected through the
// lender. The net disbursed amount is the sanctioned amount less all of it (Annex B).

/** GST on a lender's fee (a financial service, SAC 9971), in per cent. */
export const FEE_GST_PERCENT = 18;

export type PayableTo = 'lender' | 'thirdParty';

export interface UpfrontFee {
  name: string;
  payableTo: PayableTo;
  amount: Paise;
  /** GST charged on it: 18 % of the lender's fee; none on a third party's charge passed through at cost. */
  gst: Paise;
}

/** GST on a fee, to the nearest paisa, a half paisa up. */
export function gstOn(fee: Paise): Paise {
  return asPaise(Math.round((fee * FEE_GST_PERCENT) / 100));
}

export function lenderFee(name: string, amount: Paise): UpfrontFee {
  return { name, payableTo: 'lender', amount, gst: gstOn(amount) };
}

export function thirdPartyCharge(name: string, amount: Paise): UpfrontFee {
  return { name, payableTo: 'thirdParty', amount, gst: asPaise(0) };
}

export function upfrontTotalOf(fees: readonly UpfrontFee[]): Paise {
  return asPaise(fees.reduce((sum, fee) => sum + fee.amount + fee.gst, 0));
}

/** The sanctioned amount less every upfront fee, its GST and every third-party charge. */
export function netDisbursedOf(sanctioned: Paise, fees: readonly UpfrontFee[]): Paise {
  return asPaise(sanctioned - upfrontTotalOf(fees));
}
