import type { AcceptedTerms, Offer } from '../../../machines/offers-and-terms/offers-and-terms.machine.ts';
import { formatDate } from '../../lib/format/date.ts';
import { formatMoney } from '../../../rules/money/format.ts';
import { paiseFromInteger } from '../../../rules/money/paise.ts';
import { screenAddress } from '../../routes/declared-addresses.ts';

// What the offers and terms pages show, worked out once from the chart's context: each offer in a
// plain sentence with the address of its details, each accepted version with its date (§9).
// Screens only draw it.

export interface OfferLine {
  id: string;
  /** "₹500 off your processing fee" */
  headline: string;
  /** "Code FLAT500 · until 31 Dec 2099" */
  detail: string;
  /** The dashboard's offer details page for this offer. */
  details: string;
}

export interface TermsLine {
  tncId: string;
  title: string;
  /** "Version tnc-2026-01, accepted on 1 Feb 2026" */
  accepted: string;
  link: string;
}

/** The address of an offer's details: the dashboard's screen, asked of the declarations by its name. */
const detailsOf = (id: string): string => `${screenAddress('OfferDetails')}?${new URLSearchParams({ offerId: id })}`;

function saving(offer: Offer): string {
  if (offer.percentOff === 100) return 'No processing fee to pay';
  if (offer.percentOff !== null) return `${offer.percentOff}% off your processing fee`;
  return `${formatMoney(paiseFromInteger(offer.amountOff ?? 0))} off your processing fee`;
}

export function offerLine(offer: Offer): OfferLine {
  return {
    id: offer.id,
    headline: saving(offer),
    detail: `Code ${offer.couponCode} · until ${formatDate(offer.validUntil)}`,
    details: detailsOf(offer.id),
  };
}

export function termsLine(terms: AcceptedTerms): TermsLine {
  return {
    tncId: terms.tncId,
    title: terms.title,
    accepted: `Version ${terms.tncId}, accepted on ${formatDate(terms.acceptedAt)}`,
    link: terms.link,
  };
}
