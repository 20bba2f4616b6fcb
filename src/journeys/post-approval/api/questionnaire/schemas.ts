import * as v from 'valibot';
import { nonEmptyString } from '../../../../api/non-empty.ts';
import { applicationPositionSchema } from '../../../../api/onboarding/position.ts';
import type { Question } from '../../../../../rules/post-approval/questionnaire.ts';
import type { Assert, Equal } from '../../../../api/same-type.ts';

// The chosen lender's questions (§7 Application questionnaire): mixed kinds, answered once.

const base = { id: nonEmptyString, label: v.string(), required: v.boolean() };

export const questionSchema = v.variant('kind', [
  v.object({
    ...base,
    kind: v.literal('choice'),
    options: v.array(v.object({ value: v.string(), label: v.string() })),
  }),
  v.object({ ...base, kind: v.literal('number'), min: v.number(), max: v.number() }),
  v.object({ ...base, kind: v.literal('text'), minLength: v.number(), maxLength: v.number() }),
]);

export const questionnaireSchema = v.object({
  nbfcName: v.nullable(v.string()),
  questions: v.array(questionSchema),
  submitted: v.boolean(),
});

export const questionnaireAnswerSchema = v.object({ application: applicationPositionSchema });

export type Questionnaire = v.InferOutput<typeof questionnaireSchema>;
type _QuestionIsRules = Assert<Equal<Question, v.InferOutput<typeof questionSchema>>>;
