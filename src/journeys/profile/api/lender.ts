import * as v from 'valibot';
import { callsWith } from '../../../api/call.ts';
import type { AnySchema } from '../../../api/client.ts';
import type { Assert, Equal } from '../../../api/same-type.ts';
import { wirePaise, wirePaiseAtLeastZero } from '../../../api/wire-money.ts';
import type { CreditTerms, LenderInfo } from '../../../../rules/profile/types.ts';
import { day, text } from './schemas.ts';

// The profile's two lender reads (§7 nbfc-info, credit-terms; ADR 056; docs/api-contract.md
// "Profile") and their answers, parsed into rules/profile/types.ts. Loaded with their first read
// (actors.ts), so the money schemas they need stay out of every page's first load. Amounts come as
// rupees and are held as paise.

const address = v.pipe(v.string(), v.url());
const rate = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
const days = v.pipe(v.number(), v.integer(), v.minValue(0));

export const lenderInfoSchema = v.object({
  registeredName: text,
  rbiRegistration: text,
  serviceProvider: v.object({ name: text, role: text }),
  grievanceOfficer: v.object({ name: text, phone: text, email: text }),
  escalation: v.object({ afterDays: days, ombudsmanUrl: address, sachetUrl: address }),
});

export const creditTermsSchema = v.object({
  loanReference: text,
  creditLimit: wirePaise,
  rateType: v.picklist(['fixed', 'floating']),
  interestRatePa: rate,
  aprPercent: rate,
  interestFreeDays: days,
  dueAfterDays: days,
  latePaymentCharge: text,
  processingFee: v.nullable(v.object({ amount: wirePaiseAtLeastZero, gst: wirePaiseAtLeastZero })),
  tenureMonths: v.pipe(v.number(), v.integer(), v.minValue(1)),
  activatedOn: day,
  validUntil: day,
  kfs: v.object({ proposalNumber: text, version: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  signedAt: v.nullable(text),
});

const lenderInfoAnswerSchema = v.object({ lender: v.nullable(lenderInfoSchema) });
const creditTermsAnswerSchema = v.object({ terms: v.nullable(creditTermsSchema) });
/** A read addressed by the customer's own id (§7); the sandbox answers 404 for anyone else's. */
const ofCustomer = <S extends AnySchema>(what: string, schema: S) =>
  callsWith({ errors: 'hidden' }).call<{ customerId: string }, S>('get', schema, ({ customerId }) => ({
    path: `/v1/customer/${encodeURIComponent(customerId)}/${what}`,
  }));

export const getLenderInfo = ofCustomer('nbfc-info', lenderInfoAnswerSchema);
export const getCreditTerms = ofCustomer('credit-terms', creditTermsAnswerSchema);

type _LenderIsRules = Assert<Equal<LenderInfo, v.InferOutput<typeof lenderInfoSchema>>>;
type _TermsIsRules = Assert<Equal<CreditTerms, v.InferOutput<typeof creditTermsSchema>>>;
