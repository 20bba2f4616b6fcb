import { panHolderType } from '../identifiers/pan-holder-type.ts';
import type { Decision } from './progression.ts';

/** The sandbox's own decisions for onboarding; docs/sandbox.md states them in words. */

// Common Indian surnames by initial, for PAN records whose name differs from the form.
const SURNAMES: Readonly<Record<string, string>> = {
  A: 'AGARWAL',
  B: 'BANERJEE',
  C: 'CHOPRA',
  D: 'DESAI',
  G: 'GUPTA',
  I: 'IYER',
  J: 'JAIN',
  K: 'KUMAR',
  M: 'MEHTA',
  N: 'NAIR',
  P: 'PATEL',
  R: 'REDDY',
  S: 'SHARMA',
  T: 'THAKUR',
  V: 'VERMA',
  Y: 'YADAV',
};

export type PanRecord = { pan: string; holderType: string | null; name: string; nameMatches: boolean };

/**
 * On an individual's PAN the 5th character is the surname's initial. When it is the
 * applicant's, the record carries their name; otherwise it carries another surname, which
 * is what a dual-name declaration is for.
 */
export function panRecord(pan: string, firstName: string, lastName: string): PanRecord {
  const initial = pan.charAt(4);
  const nameMatches = lastName.trim().toUpperCase().startsWith(initial);
  const name = nameMatches
    ? `${firstName} ${lastName}`.trim().toUpperCase()
    : `${firstName.trim().toUpperCase()} ${SURNAMES[initial] ?? 'SINGH'}`;
  return { pan, holderType: panHolderType(pan), name, nameMatches };
}

export type ServiceabilityAnswer = { isServiceable: boolean; reason: 'pincodeNotServed' | 'outsideIndia' | null };

/** North-eastern pincodes (79xxxx) have no field partner; locations outside India are refused. */
export function serviceability(
  pincode: string,
  location?: { latitude: number; longitude: number },
): ServiceabilityAnswer {
  if (pincode.startsWith('79')) return { isServiceable: false, reason: 'pincodeNotServed' };
  if (location) {
    const inIndia =
      location.latitude >= 6 && location.latitude <= 37.6 && location.longitude >= 68 && location.longitude <= 97.5;
    if (!inIndia) return { isServiceable: false, reason: 'outsideIndia' };
  }
  return { isServiceable: true, reason: null };
}

export const MAX_APPROVED_AMOUNT = 2_500_000;
export const MIN_APPROVED_AMOUNT = 25_000;
export const CRO_REVIEW_TURNOVER = 50_000_000;
export const MIN_VINTAGE_MONTHS = 6;

export type DecisionAnswer = {
  decision: Decision;
  amount: number | null;
  reason: 'businessVintage' | 'lowTurnover' | null;
};

/** Whole months from `startMonth` (YYYY-MM) to the month of `today`. */
export function monthsSince(startMonth: string, today: Date): number {
  const [year, month] = startMonth.split('-').map(Number);
  return (today.getUTCFullYear() - (year ?? 0)) * 12 + (today.getUTCMonth() + 1 - (month ?? 0));
}

export function decide(business: { annualTurnover: number; businessStartDate: string }, today: Date): DecisionAnswer {
  if (monthsSince(business.businessStartDate, today) < MIN_VINTAGE_MONTHS) {
    return { decision: 'notEligible', amount: null, reason: 'businessVintage' };
  }
  const amount = Math.min(MAX_APPROVED_AMOUNT, Math.floor((business.annualTurnover * 0.2) / 5000) * 5000);
  if (amount < MIN_APPROVED_AMOUNT) return { decision: 'notEligible', amount: null, reason: 'lowTurnover' };
  if (business.annualTurnover >= CRO_REVIEW_TURNOVER) return { decision: 'underReview', amount, reason: null };
  return { decision: 'approved', amount, reason: null };
}
