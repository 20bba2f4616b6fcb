import * as v from 'valibot';
import { nonEmptyString } from '../../../../api/non-empty.ts';
import { applicationPositionSchema } from '../../../../api/onboarding/position.ts';
import type {
  AmountChangeAnswer,
  LoanDetails,
  Offer,
  AmountChange,
} from '../../../../../rules/post-approval/offers.ts';
import type { Assert, Equal } from '../../../../api/same-type.ts';

// The lenders' offers on an approved amount (§7 approvals, select-nbfc; Credit loan approved-amount
// details). Amounts are rupees; rates are percent a year.

const money = v.pipe(v.number(), v.minValue(0));

export const amountChangeSchema = v.object({
  min: money,
  max: money,
  step: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const offerSchema = v.object({
  /** The lender's id, as the loan details address (its `:nbfcName`) and select-nbfc name it. */
  nbfcName: nonEmptyString,
  registeredName: nonEmptyString,
  limit: money,
  tenureMonths: v.pipe(v.number(), v.integer(), v.minValue(1)),
  interestRatePa: v.number(),
  apr: v.number(),
  processingFee: money,
  /** GST on the processing fee: the lender raises both, and counts both in the APR. */
  processingFeeGst: money,
  processingFeePercent: v.number(),
  /** null: the lender takes its limit as it is. */
  amountChange: v.nullable(amountChangeSchema),
});

export const approvalsSchema = v.object({
  approvedAmount: v.nullable(money),
  offers: v.array(offerSchema),
  selected: v.nullable(v.object({ nbfcName: v.string(), loanId: nonEmptyString, amount: v.nullable(money) })),
});

export const selectAnswerSchema = v.object({
  application: applicationPositionSchema,
  loanId: nonEmptyString,
});

export const loanDetailsSchema = v.object({
  ...offerSchema.entries,
  fees: v.array(
    v.object({ name: v.string(), payableTo: v.picklist(['lender', 'thirdParty']), amount: money, gst: money }),
  ),
  penalCharges: v.string(),
  foreclosureCharges: v.string(),
  coolingOffDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
  grievanceOfficer: v.nullable(v.object({ name: v.string(), email: v.string(), phone: v.string() })),
  transferable: v.boolean(),
  recoveryAgents: v.boolean(),
});

/** The lender's answer on changing the amount of its offer (§7 Credit loan amount-change). */
export const amountChangeAnswerSchema = v.object({
  nbfcName: v.string(),
  /** null: this lender lends its limit as it is. */
  amountChange: v.nullable(amountChangeSchema),
});

type _AmountChangeAnswerIsRules = Assert<Equal<AmountChangeAnswer, v.InferOutput<typeof amountChangeAnswerSchema>>>;
type _AmountChangeIsRules = Assert<Equal<AmountChange, v.InferOutput<typeof amountChangeSchema>>>;
type _OfferIsRules = Assert<Equal<Offer, v.InferOutput<typeof offerSchema>>>;
export type Approvals = v.InferOutput<typeof approvalsSchema>;
export type SelectAnswer = v.InferOutput<typeof selectAnswerSchema>;
type _LoanDetailsIsRules = Assert<Equal<LoanDetails, v.InferOutput<typeof loanDetailsSchema>>>;
