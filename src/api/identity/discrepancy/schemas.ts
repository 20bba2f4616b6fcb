import * as v from 'valibot';
import { applicationPositionSchema } from '../../onboarding/position.ts';

/** One ops comment and, once resolved, the applicant's answer to it. */
export const opsCommentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
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

/** The sandbox's bounds on an answer (trimmed): shorter is 400, longer is 400. */
export const RESPONSE_MIN_LENGTH = 2;
export const RESPONSE_MAX_LENGTH = 1000;

export type OpsComment = v.InferOutput<typeof opsCommentSchema>;
export type ResolveCommentAnswer = v.InferOutput<typeof resolveCommentAnswerSchema>;
