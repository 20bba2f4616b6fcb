import * as v from 'valibot';

// Each lender's questionnaire (docs/sandbox.md, "Post-approval"): mixed kinds, and the rule each
// answer must keep. An answer set is checked whole, so a bad one stores nothing.

export type Question =
  | { id: string; kind: 'choice'; label: string; required: boolean; options: { value: string; label: string }[] }
  | { id: string; kind: 'number'; label: string; required: boolean; min: number; max: number }
  | { id: string; kind: 'text'; label: string; required: boolean; minLength: number; maxLength: number };

const choice = (id: string, label: string, options: [string, string][]): Question => ({
  id,
  kind: 'choice',
  label,
  required: true,
  options: options.map(([value, text]) => ({ value, label: text })),
});

const QUESTIONNAIRES: Readonly<Record<string, readonly Question[]>> = {
  arthika: [
    choice('premises', 'Your shop premises are', [
      ['owned', 'Owned'],
      ['rented', 'Rented'],
      ['family', 'Owned by family'],
    ]),
    {
      id: 'employees',
      kind: 'number',
      label: 'How many people work in your business?',
      required: true,
      min: 0,
      max: 500,
    },
    {
      id: 'mainProducts',
      kind: 'text',
      label: 'What do you mainly sell?',
      required: true,
      minLength: 2,
      maxLength: 200,
    },
  ],
  kosh: [
    choice('salesChannel', 'Where do you sell?', [
      ['shop', 'In my shop only'],
      ['online', 'Online only'],
      ['both', 'Both'],
    ]),
    {
      id: 'monthlyPurchases',
      kind: 'number',
      label: 'Your monthly purchases from suppliers, in rupees',
      required: true,
      min: 1000,
      max: 10_000_000,
    },
    {
      id: 'purpose',
      kind: 'text',
      label: 'What will you use the credit line for?',
      required: false,
      minLength: 0,
      maxLength: 300,
    },
  ],
  vriddhi: [
    choice('yearsAtShop', 'How long have you run this shop?', [
      ['lt1', 'Less than a year'],
      ['1to3', '1 to 3 years'],
      ['gt3', 'More than 3 years'],
    ]),
    {
      id: 'dependents',
      kind: 'number',
      label: 'How many people depend on your income?',
      required: true,
      min: 0,
      max: 20,
    },
    {
      id: 'referenceName',
      kind: 'text',
      label: 'The name of a supplier who knows your business',
      required: true,
      minLength: 2,
      maxLength: 100,
    },
  ],
};

export function questionnaireOf(nbfcName: string): readonly Question[] {
  return QUESTIONNAIRES[nbfcName] ?? [];
}

function answerSchema(question: Question) {
  switch (question.kind) {
    case 'choice':
      return v.picklist(
        question.options.map((option) => option.value),
        `must be one of ${question.options.map((option) => option.value).join(', ')}`,
      );
    case 'number':
      return v.pipe(
        v.number('must be a number'),
        v.integer('must be a whole number'),
        v.minValue(question.min, `must be at least ${question.min}`),
        v.maxValue(question.max, `must be at most ${question.max}`),
      );
    case 'text':
      return v.pipe(
        v.string('must be text'),
        v.trim(),
        v.minLength(question.minLength, `must be at least ${question.minLength} characters`),
        v.maxLength(question.maxLength, `must be at most ${question.maxLength} characters`),
      );
  }
}

/** The body schema of one lender's questionnaire: every question by id, nothing else. */
export function answersSchema(questions: readonly Question[]) {
  const entries = Object.fromEntries(
    questions.map((question) => {
      const schema = answerSchema(question);
      return [question.id, question.required ? schema : v.optional(schema)];
    }),
  );
  return v.strictObject({ answers: v.strictObject(entries) });
}
