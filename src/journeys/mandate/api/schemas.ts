import * as v from 'valibot';
import { wirePaiseAtLeastZero } from '../../../api/wire-money.ts';
import { applicationPositionSchema } from '../../../api/onboarding/position.ts';
import { MANDATE_MODES, MANDATE_STATES } from '../../../../rules/mandate/types.ts';
import type { Availability, MandateStarted, MandateAttempt, MandateStatus } from '../../../../rules/mandate/types.ts';
import type { Assert, Equal } from '../../../api/same-type.ts';

// The mandate's wire (docs/api-contract.md, "Mandate"): the bank's modes, an attempt's state as
// the provider reports it, and where the application stands after it.

export const availabilitySchema = v.object({
  bankName: v.nullable(v.string()),
  ifsc: v.nullable(v.string()),
  maxAmount: wirePaiseAtLeastZero,
  modes: v.array(
    v.object({ mode: v.picklist(MANDATE_MODES), available: v.boolean(), blockedUntil: v.nullable(v.string()) }),
  ),
});
type _AvailabilityIsRules = Assert<Equal<Availability, v.InferOutput<typeof availabilitySchema>>>;

export const banksSchema = v.object({
  banks: v.array(v.object({ uuid: v.string(), bankName: v.string(), ifsc: v.nullable(v.string()) })),
});

export const attemptSchema = v.object({
  mandateId: v.string(),
  mode: v.picklist(MANDATE_MODES),
  status: v.picklist(MANDATE_STATES),
  // A reason this build does not know still fails the attempt; it is shown as a general refusal.
  reason: v.nullable(v.string()),
  createdAt: v.string(),
  decideAt: v.nullable(v.string()),
  templateDownloaded: v.boolean(),
  scanUploaded: v.boolean(),
  retryBlockedUntil: v.nullable(v.string()),
  providerUrl: v.nullable(v.string()),
});
type _MandateAttemptIsRules = Assert<Equal<MandateAttempt, v.InferOutput<typeof attemptSchema>>>;

export const mandateStatusSchema = v.object({
  registered: v.boolean(),
  mandate: v.nullable(attemptSchema),
  application: applicationPositionSchema,
});
type _MandateStatusIsRules = Assert<Equal<MandateStatus, v.InferOutput<typeof mandateStatusSchema>>>;

export const startedSchema = v.object({
  mandateId: v.string(),
  mode: v.picklist(MANDATE_MODES),
  providerUrl: v.nullable(v.string()),
});
type _MandateStartedIsRules = Assert<Equal<MandateStarted, v.InferOutput<typeof startedSchema>>>;

export const submissionSchema = v.object({ application: applicationPositionSchema });
