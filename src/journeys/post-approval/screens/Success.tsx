import { useSelector } from '@xstate/react';
import type { PostApprovalActorRef } from '../runtime.ts';
import { StepFrame } from '../../../kit/step-frame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { PostApprovalPage } from './PostApprovalFrame.tsx';

function SuccessScreen({ actor }: { actor: PostApprovalActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const busy = snapshot.matches({ success: 'submitting' });
  return (
    <StepFrame
      step={actor}
      title="All set!"
      lead="Your lender has everything it asked for. The last step is setting up your repayments."
      error={snapshot.context.problem}
      busy={busy}
    >
      <Ways ways={[{ label: 'Set up repayments', submit: true, busy }]} />
    </StepFrame>
  );
}

/** /signup/success: post-approval done; Continue submits it and hands over to the mandate. */
export default function Success() {
  return <PostApprovalPage screen="success">{(actor) => <SuccessScreen actor={actor} />}</PostApprovalPage>;
}
