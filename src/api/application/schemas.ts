import * as v from 'valibot';
import { welcomeRewardSchema } from '../home/schemas.ts';
import type { ApplicationSummary } from '../../../rules/home.ts';
import type { Assert, Equal } from '../same-type.ts';

export const personalInfoSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
});

export const applicationSummarySchema = v.object({
  latestLoanId: v.nullable(v.string()),
  // Entries are described by the document-upload issue.
  documentListUploaded: v.array(v.unknown()),
  referralCallbackUrl: v.nullable(v.string()),
  referralMarketplaceMcode: v.nullable(v.string()),
  businessInfo: v.nullable(v.looseObject({ businessName: v.string() })),
  personalInfo: v.nullable(personalInfoSchema),
  welcomeReward: v.nullable(welcomeRewardSchema),
});

export type PersonalInfo = v.InferOutput<typeof personalInfoSchema>;
type _ApplicationSummaryIsRules = Assert<Equal<ApplicationSummary, v.InferOutput<typeof applicationSummarySchema>>>;
