import * as v from 'valibot';
import { applicationPositionSchema } from '../../../../api/onboarding/position.ts';
import type { LinkedMembership } from '../../../../../rules/post-approval/supplier-accounts.ts';
import type { Assert, Equal } from '../../../../api/same-type.ts';

// The marketplace (supplier) accounts linked before the mandate (§2 link-accounts, linked-accounts;
// §7 marketplace-linking-complete) and the post-approval submission that ends the journey.

export const linkedMembershipSchema = v.object({
  marketplaceName: v.string(),
  displayName: v.string(),
  sellerId: v.nullable(v.string()),
});

export const linkingSchema = v.object({ memberships: v.array(linkedMembershipSchema), complete: v.boolean() });

export const linkingAnswerSchema = v.object({
  application: applicationPositionSchema,
  memberships: v.array(linkedMembershipSchema),
});

export const submissionAnswerSchema = v.object({ application: applicationPositionSchema });

type _LinkedMembershipIsRules = Assert<Equal<LinkedMembership, v.InferOutput<typeof linkedMembershipSchema>>>;
export type Linking = v.InferOutput<typeof linkingSchema>;
export type LinkingAnswer = v.InferOutput<typeof linkingAnswerSchema>;
