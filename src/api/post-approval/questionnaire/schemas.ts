import * as v from 'valibot';
import { applicationPositionSchema } from '../../onboarding/position.ts';

// The chosen lender's questions (§7 Application questionnaire): mixed kinds, answered once.

const base = { id: v.pipe(v.string(), v.minLength(1)), label: v.string(), required: v.boolean() };

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

export type Question = v.InferOutput<typeof questionSchema>;
export type Questionnaire = v.InferOutput<typeof questionnaireSchema>;
export type QuestionAnswers = Record<string, string | number>;
