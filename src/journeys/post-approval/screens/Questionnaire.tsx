import { useSelector } from '@xstate/react';
import type { PostApprovalActorRef } from '../runtime.ts';
import { Loader, RadioGroup, TextField } from '../../../ui/index.ts';
import { RetryFrame } from '../../../screens/PageFrame.tsx';
import { StepFrame } from '../../../kit/step-frame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { PostApprovalPage } from './PostApprovalFrame.tsx';

const TITLE = 'A few questions from your lender';

function QuestionsScreen({ actor }: { actor: PostApprovalActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { questions, answers, answerErrors, problem } = snapshot.context;
  if (snapshot.matches({ questionnaire: 'loading' })) return <Loader />;
  if (snapshot.matches({ questionnaire: 'failed' }))
    return <RetryFrame title={TITLE} error={problem} onRetry={() => actor.send({ type: 'RETRY' })} />;
  const busy = snapshot.matches({ questionnaire: 'submitting' });
  const answer = (id: string) => (value: string) => actor.send({ type: 'ANSWER_CHANGED', id, value });
  return (
    <StepFrame
      step={actor}
      title={TITLE}
      lead="Your answers are sent once, when you submit."
      error={problem}
      busy={busy}
    >
      {questions.map((question) =>
        question.kind === 'choice' ? (
          <RadioGroup
            key={question.id}
            label={question.label}
            options={question.options}
            value={answers[question.id] ?? ''}
            error={answerErrors[question.id]}
            onValueChange={answer(question.id)}
            required={question.required}
          />
        ) : (
          <TextField
            key={question.id}
            label={question.required ? question.label : `${question.label} (optional)`}
            inputMode={question.kind === 'number' ? 'numeric' : undefined}
            value={answers[question.id] ?? ''}
            error={answerErrors[question.id]}
            onChange={(event) => answer(question.id)(event.target.value)}
          />
        ),
      )}
      <Ways ways={[{ label: 'Submit answers', submit: true, busy }]} />
    </StepFrame>
  );
}

/** /signup/questionnaire: the chosen lender's questions, answered once. */
export default function Questionnaire() {
  return <PostApprovalPage screen="questionnaire">{(actor) => <QuestionsScreen actor={actor} />}</PostApprovalPage>;
}
