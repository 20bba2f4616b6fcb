import type { Paise } from '../../rules/money/paise.ts';
import type { Disbursement, EdiOfferRead, EdiQuote } from '../../rules/edi/types.ts';
import type { EdiPlace } from './screens.ts';

export type * from '../../rules/edi/types.ts';

export interface EdiInput {
  /** The page the address opened. */
  place: EdiPlace;
  /** The amount and tenure in the address (a reload keeps the choice), when it carries them. */
  amount: Paise | null;
  tenureDays: number | null;
  /** Makes each request's Idempotency-Key: `<seed>-<attempt>`, so a retry of one attempt sends the same key. */
  keySeed: string;
}

export interface EdiContext {
  place: EdiPlace;
  read: EdiOfferRead | null;
  amount: Paise | null;
  tenureDays: number | null;
  quote: EdiQuote | null;
  consent: boolean;
  /** Shown when Request is pressed without the consent ticked. */
  consentMissing: boolean;
  keySeed: string;
  /** The request attempt: a new one each time the request screen is opened with a choice. */
  attempt: number;
  disbursement: Disbursement | null;
  /** The failed call's sentence (§8: the lender's message, else the heavy-load one). */
  error: string | null;
}

export type EdiEvent =
  | { type: 'RETRY' }
  | { type: 'SET_AMOUNT'; amount: Paise | null }
  | { type: 'SET_TENURE'; tenureDays: number | null }
  | { type: 'CONTINUE' }
  | { type: 'VIEW_LAST' }
  | { type: 'CONSENT'; given: boolean }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'REFRESH' }
  | { type: 'NEW_REQUEST' };
