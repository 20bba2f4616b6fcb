import type { ControlChoice, LockReason, PaymentCard } from '../../rules/cards/types.ts';

export type * from '../../rules/cards/types.ts';

// The cards chart's context and events (issue 32, ADR 051).

/** A sentence shown on one control (a switch the lender refused) or one card (an unlock that failed). */
export interface PlacedProblem {
  cardId: string;
  control: ControlChoice | null;
  message: string;
}

export interface CardsContext {
  cards: PaymentCard[] | null;
  /** The alert of the page: a failed read. */
  error: string | null;
  /** The card a PIN, a lock or a control change is for. */
  cardId: string | null;
  control: ControlChoice | null;
  /** What the switch in flight asks for: on (true) or off. */
  switchTo: boolean;
  /** The new PIN, typed twice: here only until the call that sets it, never persisted or shown. */
  pin: string;
  pinAgain: string;
  pinErrors: { pin?: string; pinAgain?: string };
  /** Where the PIN's OTP went. */
  otpSentTo: string | null;
  lockReason: LockReason | null;
  limitText: string;
  /** The open form's own sentence: a rule (no reason, a limit out of range) or its call's failure. */
  formError: string | null;
  /** A refused switch or unlock: said on the control or the card it concerns, which stays as it was. */
  problem: PlacedProblem | null;
  /** What the last change did ("Your PIN is set."). */
  notice: string | null;
}

type CardChoice = { cardId: string };

export type CardsEvent =
  | { type: 'RETRY' | 'CANCEL' | 'SUBMIT_PIN' | 'CONFIRM_LOCK' | 'SAVE_LIMIT' }
  | ({ type: 'SET_PIN' | 'LOCK' | 'UNLOCK' } & CardChoice)
  | ({ type: 'SWITCH'; enabled: boolean } & CardChoice & ControlChoice)
  | ({ type: 'EDIT_LIMIT' } & CardChoice & ControlChoice)
  | { type: 'PIN_TYPED' | 'PIN_AGAIN_TYPED' | 'LIMIT_TYPED'; value: string }
  | { type: 'CHOOSE_REASON'; reason: LockReason };
