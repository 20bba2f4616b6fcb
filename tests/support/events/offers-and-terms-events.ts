import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  AcceptedTerms,
  Offer,
  OffersAndTermsInput,
} from '../../../machines/offers-and-terms/offers-and-terms.machine.ts';
import { COUPONS } from '../../../server/payment/coupons.ts';
import { acceptedTermsOf } from '../../../server/offers-and-terms/accepted-terms.ts';
import { CURRENT_TNC_ID } from '../../../server/terms/version.ts';
import { named } from './named.ts';

// The offers-and-terms journey's sample events, for its machine paths
// (tests/paths/offers-and-terms.paths.test.ts) and browser paths
// (tests/browser/paths/offers-and-terms.spec.ts). The answers are the sandbox's own: the offers of a
// customer with a processing fee due are the coupon book's current coupons (server/payment/coupons.ts,
// as server/payment/offers.ts lists them), and the accepted terms are what
// server/offers-and-terms/accepted-terms.ts says of a customer who accepted the current version.

export const LOAD_FAILED = 'The lender is unavailable for a moment.';

export const INPUTS: readonly OffersAndTermsInput[] = [{ page: 'offers' }, { page: 'terms' }];

/** A day before every coupon's end but the expired one's (the browser's sandbox clock is today). */
const TODAY = '2026-02-01';

const CURRENT_OFFERS: Offer[] = COUPONS.filter((coupon) => coupon.endsOn >= TODAY).map((coupon) => ({
  id: coupon.code.toLowerCase(),
  couponCode: coupon.code,
  percentOff: coupon.percentOff ?? null,
  amountOff: coupon.amountOff ?? null,
  validUntil: coupon.endsOn,
}));

export const OFFERS = {
  some: named<{ offers: Offer[] }>('the current coupons', { offers: CURRENT_OFFERS }),
  none: named<{ offers: Offer[] }>('no offers', { offers: [] }),
} as const;

/** When the sample customer accepted: the browser's customer accepted at its login instead. */
export const ACCEPTED_AT = '2026-02-01T10:00:00.000Z';

const accepted = (tncAccepted: number) =>
  acceptedTermsOf({ tnc_accepted: tncAccepted, tnc_id: CURRENT_TNC_ID, tnc_accepted_at: ACCEPTED_AT });

export const TERMS = {
  accepted: named<{ terms: AcceptedTerms[] }>('the current version', { terms: accepted(1) }),
  none: named<{ terms: AcceptedTerms[] }>('none on record', { terms: accepted(0) }),
} as const;

export function offersAndTermsEvents(): AnyEventObject[] {
  return [
    ...Object.values(OFFERS).map((output) => ({ type: 'xstate.done.actor.getOffers', output })),
    { type: 'xstate.error.actor.getOffers', error: new Error(LOAD_FAILED) },
    ...Object.values(TERMS).map((output) => ({ type: 'xstate.done.actor.getAcceptedTerms', output })),
    { type: 'xstate.error.actor.getAcceptedTerms', error: new Error(LOAD_FAILED) },
    { type: 'RETRY' },
  ];
}

/** A state is its value and the page the address opened. */
export const serializeOffersAndTermsState = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify([snapshot.value, (snapshot.context as { page: string }).page]);
