import * as v from 'valibot';
import { nonEmptyString } from '../../../../../api/non-empty.ts';
import { applicationPositionSchema } from '../../../../../api/onboarding/position.ts';
import type { OpsComment, ResolveCommentAnswer } from '../../../../../../rules/onboarding/discrepancy.ts';
import type { Assert, Equal } from '../../../../../api/same-type.ts';

/** One ops comment and, once resolved, the applicant's answer to it. */
export const opsCommentSchema = v.object({
  id: nonEmptyString,
  comment: v.string(),
  // Open string: a reviewer other than ops must not break parsing.
  raisedBy: v.string(),
  createdAt: v.string(),
  resolved: v.boolean(),
  response: v.nullable(v.string()),
  resolvedAt: v.nullable(v.string()),
});

export const opsCommentsSchema = v.object({ comments: v.array(opsCommentSchema) });

export const resolveCommentAnswerSchema = v.object({
  application: applicationPositionSchema,
  comment: opsCommentSchema,
  openComments: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

type _OpsCommentIsRules = Assert<Equal<OpsComment, v.InferOutput<typeof opsCommentSchema>>>;
type _ResolveCommentAnswerIsRules = Assert<
  Equal<ResolveCommentAnswer, v.InferOutput<typeof resolveCommentAnswerSchema>>
>;
