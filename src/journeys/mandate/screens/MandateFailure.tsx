import { useSelector } from '@xstate/react';
import type { MandateActorRef } from '../runtime.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { MandatePage } from './MandateFrame.tsx';
import { MODE_LABELS, reasonMessage, whenText } from './mandate-copy.ts';

function FailureScreen({ actor }: { actor: MandateActorRef }) {
  const read = useSelector(actor, (s) => s.context.read);
  const attempt = read?.status.mandate ?? null;
  const blockedUntil = read?.outcome === 'retryBlocked' ? attempt?.retryBlockedUntil : null;
  return (
    <PageFrame
      title="Your mandate did not go through"
      lead={reasonMessage(attempt?.status, attempt?.reason, attempt?.mode)}
      onSubmit={() => actor.send({ type: 'CHANGE_MODE' })}
    >
      {attempt ? <p>You tried: {MODE_LABELS[attempt.mode]}.</p> : null}
      {blockedUntil ? (
        <p>UPI Autopay can be tried again on {whenText(blockedUntil)}. You can use another way now.</p>
      ) : null}
      <Ways ways={[{ label: 'Try again', submit: true }]} />
    </PageFrame>
  );
}

/** /signup/mandate/failure: the bank's reason, and a retry in the same or another way. */
export default function MandateFailure() {
  return <MandatePage screen="failure">{(actor) => <FailureScreen actor={actor} />}</MandatePage>;
}
