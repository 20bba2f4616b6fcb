// The chosen lender's questions (§7 Application questionnaire): mixed kinds, answered once. The
// wire schema (src/journeys/post-approval/api/questionnaire/schemas.ts) parses into exactly this type.
export type Question =
  | { id: string; label: string; required: boolean; kind: 'choice'; options: { value: string; label: string }[] }
  | { id: string; label: string; required: boolean; kind: 'number'; min: number; max: number }
  | { id: string; label: string; required: boolean; kind: 'text'; minLength: number; maxLength: number };
export type QuestionAnswers = Record<string, string | number>;

// The questionnaire's rules, read off each question the lender sends: typed values are strings
// until the answers are sent, when numbers become numbers.

export function answerProblem(question: Question, typed: string | undefined): string | null {
  const value = (typed ?? '').trim();
  if (value === '') return question.required ? 'Please answer this question' : null;
  switch (question.kind) {
    case 'choice':
      return question.options.some((option) => option.value === value) ? null : 'Choose one of the options';
    case 'number': {
      if (!/^\d+$/.test(value)) return 'Enter a whole number';
      const number = Number(value);
      if (number < question.min || number > question.max)
        return `Enter a number from ${question.min} to ${question.max}`;
      return null;
    }
    case 'text':
      if (value.length < question.minLength) return `Write at least ${question.minLength} characters`;
      if (value.length > question.maxLength) return `Write at most ${question.maxLength} characters`;
      return null;
  }
}

export function answersProblems(questions: readonly Question[], typed: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const question of questions) {
    const problem = answerProblem(question, typed[question.id]);
    if (problem) problems[question.id] = problem;
  }
  return problems;
}

/** The body's answers: numbers as numbers, unanswered optional questions left out. */
export function toAnswers(questions: readonly Question[], typed: Record<string, string>): QuestionAnswers {
  const answers: QuestionAnswers = {};
  for (const question of questions) {
    const value = (typed[question.id] ?? '').trim();
    if (value === '') continue;
    answers[question.id] = question.kind === 'number' ? Number(value) : value;
  }
  return answers;
}
