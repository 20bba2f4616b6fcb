import { pathsOf, stateOfPath, type ScreenTable } from '../routing/screen-table.ts';
import type { DisbursementStatus } from '../../rules/edi/types.ts';

// The EDI journey's screens (§2, issue 31, ADR 033), written once: per screen state of the `edi`
// machine, its §2 name and address under /signup. A customer with or without an application in
// progress may open them whatever its status (an EDI loan is its own product, offered per customer),
// so the journey takes no application status over; the lender's offer decides what each shows.

export const EDI_SCREENS = {
  offer: {
    name: 'EdiLoanOfferDetailsPage',
    path: '/signup/edi-loan-offer-details-page',
    layout: 'Onboarding',
    title: 'Your EDI loan offer',
  },
  request: {
    name: 'EdiDisbursementRequest',
    path: '/signup/edi-disbursement-request',
    layout: 'Onboarding',
    title: 'Request a payout',
  },
  last: {
    name: 'LastEdiDisbursement',
    path: '/signup/last-edi-disbursement',
    layout: 'Onboarding',
    title: 'Your last payout',
  },
} as const satisfies ScreenTable;

export const EDI_PATHS = pathsOf(EDI_SCREENS);

export type EdiPlace = keyof typeof EDI_SCREENS;

/** What the last-disbursement screen shows for a request. */
export type LastDisbursementStep = 'waiting' | 'repaying' | 'unsuccessful';

/**
 * The status → screens table (as the other journeys' statuses, ADR 006): each status the lender
 * reports for a disbursement request, and the state of the last-disbursement screen it shows.
 */
export const EDI_DISBURSEMENT_STEPS = {
  requested: 'waiting',
  approved: 'waiting',
  disbursed: 'repaying',
  failed: 'unsuccessful',
  cancelled: 'unsuccessful',
} as const satisfies Readonly<Record<DisbursementStatus, LastDisbursementStep>>;

/** The place an address opens, or null when it is not one of this journey's. */
export const ediPlaceOfPath = (pathname: string): EdiPlace | null => stateOfPath(EDI_SCREENS, pathname);

/** Whether an address is one of the EDI journey's: open to every signed-in customer. */
export const isEdiAddress = (pathname: string): boolean => ediPlaceOfPath(pathname) !== null;
