import { useSelector } from '@xstate/react';
import type { MandateActorRef } from '../runtime.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { MandatePage } from './MandateFrame.tsx';
import { MODE_LABELS } from './mandate-copy.ts';

export function Registered({ actor, screen }: { actor: MandateActorRef; screen: 'success' | 'completed' }) {
  const snapshot = useSelector(actor, (s) => s);
  const busy = snapshot.matches({ [screen]: 'submitting' });
  const mode = snapshot.context.read?.status.mandate?.mode;
  return (
    <PageFrame
      title={screen === 'success' ? 'Repayments set up' : 'Mandate already registered'}
      lead={
        screen === 'success'
          ? 'Your bank has registered the repayment mandate.'
          : 'Your repayment mandate was registered earlier; nothing more is needed.'
      }
      error={snapshot.context.problem}
      busy={busy}
      onSubmit={() => actor.send({ type: 'CONTINUE' })}
    >
      {mode ? <p>Registered by: {MODE_LABELS[mode]}.</p> : null}
      <p>Next, read and sign your loan agreement.</p>
      <Ways ways={[{ label: 'Continue', submit: true, busy }]} />
    </PageFrame>
  );
}

/** /signup/mandate/success: registered; Continue sends the post-approval submission. */
export default function MandateSuccess() {
  return <MandatePage screen="success">{(actor) => <Registered actor={actor} screen="success" />}</MandatePage>;
}
