import { useSelector } from '@xstate/react';
import type { MandateActorRef } from '../runtime.ts';
import { Button } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { MandatePage } from './MandateFrame.tsx';
import { whenText } from './mandate-copy.ts';

function PendingScreen({ actor }: { actor: MandateActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const attempt = snapshot.context.read?.status.mandate ?? null;
  const checking = snapshot.matches({ pending: 'checking' });
  const unfinished = attempt?.status === 'initiated';
  const nach = attempt?.mode === 'nach';
  const canChange = snapshot.can({ type: 'CHANGE_MODE' });
  return (
    <PageFrame
      title={unfinished ? 'Not confirmed yet' : 'Waiting for your bank'}
      lead={
        unfinished
          ? 'Your bank has not confirmed the mandate. If you did not finish on your bank’s page, start again.'
          : nach
            ? 'Your bank is checking your signed NACH form. This takes 24 to 48 hours.'
            : 'Your bank is confirming the mandate. This can take up to a day.'
      }
      error={snapshot.context.problem}
      busy={checking}
      onSubmit={() => actor.send({ type: 'CHECK_AGAIN' })}
    >
      {attempt?.decideAt ? <p>Check again after {whenText(attempt.decideAt)}.</p> : null}
      <p>Nothing is debited until your lender disburses your credit line.</p>
      <Actions>
        <Button type="submit" fullWidth busy={checking}>
          Check again
        </Button>
        {canChange ? (
          <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'CHANGE_MODE' })}>
            Choose another way
          </Button>
        ) : null}
      </Actions>
    </PageFrame>
  );
}

/** /signup/mandate/pending: the bank has not answered yet; what happens next, and Check again. */
export default function MandatePending() {
  return <MandatePage screen="pending">{(actor) => <PendingScreen actor={actor} />}</MandatePage>;
}
