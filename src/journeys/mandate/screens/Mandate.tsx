import { useSelector } from '@xstate/react';
import type { MandateActorRef } from '../runtime.ts';
import { Button } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { MandatePage } from './MandateFrame.tsx';

function UpiWaitingScreen({ actor }: { actor: MandateActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const failed = snapshot.matches({ upiWaiting: 'pollFailed' });
  const approveAt = snapshot.context.read?.status.mandate?.providerUrl ?? snapshot.context.started?.providerUrl ?? null;
  return (
    <PageFrame
      title="Approve in your UPI app"
      lead="We sent a UPI Autopay request to your UPI app. Open it and approve the request with your UPI PIN."
      error={snapshot.context.problem}
    >
      {failed ? null : <p role="status">Waiting for your approval. This page updates by itself.</p>}
      {approveAt ? (
        <p>
          <a href={approveAt} target="_blank" rel="noreferrer">
            Open the UPI request (sandbox)
          </a>
        </p>
      ) : null}
      <Actions>
        {failed ? (
          <Button type="button" fullWidth onClick={() => actor.send({ type: 'RETRY' })}>
            Retry
          </Button>
        ) : null}
        <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'CHANGE_MODE' })}>
          Choose another way
        </Button>
      </Actions>
    </PageFrame>
  );
}

/** /signup/mandate: the bank's return lands here (the status is read, never the query); UPI Autopay waits here. */
export default function Mandate() {
  return <MandatePage screen="upiWaiting">{(actor) => <UpiWaitingScreen actor={actor} />}</MandatePage>;
}
