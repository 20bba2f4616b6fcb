import type { OffersAndTermsPage } from './screens.ts';

// What the offers-and-terms chart holds, in plain types (no wire schema: the app's calls parse the
// answers into these).

/** One offer the customer can take now: a processing fee coupon. */
export interface Offer {
  readonly id: string;
  readonly couponCode: string;
  /** Per cent off the fee, or null when the coupon takes an amount off. */
  readonly percentOff: number | null;
  /** Paise off the fee, or null when the coupon takes a share off. */
  readonly amountOff: number | null;
  /** The last day it can be used (YYYY-MM-DD). */
  readonly validUntil: string;
}

/** One version of the terms the customer accepted. */
export interface AcceptedTerms {
  readonly tncId: string;
  readonly title: string;
  /** ISO instant. */
  readonly acceptedAt: string;
  /** Where the document is read. */
  readonly link: string;
}

export interface OffersAndTermsInput {
  /** The page the address opened. */
  page: OffersAndTermsPage;
}

export interface OffersAndTermsContext {
  page: OffersAndTermsPage;
  offers: readonly Offer[];
  terms: readonly AcceptedTerms[];
  /** The failed read's sentence (§8: the server's message, else the heavy-load one). */
  problem: string | null;
}

export type OffersAndTermsEvent = { type: 'RETRY' };
