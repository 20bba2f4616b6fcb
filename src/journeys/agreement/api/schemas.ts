import * as v from 'valibot';
import { wirePaiseAtLeastZero } from '../../../api/wire-money.ts';
import { keyFactsSchema } from '../../../api/key-facts.ts';
import { loanReferenceSchema } from '../../../api/loan-reference.ts';
import { applicationPositionSchema } from '../../../api/onboarding/position.ts';
import { ESIGN_STATUSES, REVIEW_STAGES } from '../../../../rules/agreement.ts';
import type { Agreement, ESignAnswer, ESignStarted } from '../../../../rules/agreement.ts';
import type { Assert, Equal } from '../../../api/same-type.ts';

// The agreement's answers (docs/api-contract.md, "Loan agreement"), parsed at the edge.

const iso = v.nullable(v.string());

const creditAccountSchema = v.object({
  loanId: v.string(),
  creditLimit: wirePaiseAtLeastZero,
  availableLimit: wirePaiseAtLeastZero,
  activatedAt: v.string(),
  coolingOff: v.object({
    days: v.number(),
    endsAt: v.string(),
    open: v.boolean(),
    principal: wirePaiseAtLeastZero,
    interest: wirePaiseAtLeastZero,
    exitAmount: wirePaiseAtLeastZero,
    aprPercent: v.number(),
  }),
});

export const agreementSchema = v.object({
  loanId: v.string(),
  loanReference: loanReferenceSchema,
  applicationId: v.string(),
  nbfcName: v.string(),
  keyFacts: keyFactsSchema,
  kfsAcknowledgedAt: iso,
  signMethods: v.array(v.string()),
  signMethod: v.nullable(v.string()),
  eSign: v.nullable(v.object({ requestId: v.string(), status: v.picklist(ESIGN_STATUSES), url: v.string() })),
  signedAt: iso,
  signedKfsProposal: v.nullable(v.string()),
  review: v.object({ stage: v.picklist(REVIEW_STAGES), expectedBy: iso, reason: v.nullable(v.string()) }),
  creditAccount: v.nullable(creditAccountSchema),
  application: applicationPositionSchema,
});

export const eSignStartedSchema = v.object({
  url: v.string(),
  requestId: v.string(),
  status: v.picklist(ESIGN_STATUSES),
  expiresAt: v.string(),
});

export const eSignAnswerSchema = v.object({
  requestId: v.string(),
  status: v.picklist(ESIGN_STATUSES),
  agreement: agreementSchema,
});

type _AgreementIsRules = Assert<Equal<Agreement, v.InferOutput<typeof agreementSchema>>>;
export type KeyFacts = Agreement['keyFacts'];
export type CreditAccount = v.InferOutput<typeof creditAccountSchema>;
type _ESignStartedIsRules = Assert<Equal<ESignStarted, v.InferOutput<typeof eSignStartedSchema>>>;
type _ESignAnswerIsRules = Assert<Equal<ESignAnswer, v.InferOutput<typeof eSignAnswerSchema>>>;
