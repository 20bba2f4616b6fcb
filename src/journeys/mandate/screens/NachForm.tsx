import { useSelector } from '@xstate/react';
import type { MandateActorRef } from '../runtime.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { MandatePage } from './MandateFrame.tsx';

function NachFormScreen({ actor }: { actor: MandateActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const busy = snapshot.matches({ nachForm: 'downloading' });
  return (
    <PageFrame
      title="NACH mandate form"
      lead="Your form is filled in with your name, bank account and the mandate’s limit."
      error={snapshot.context.problem}
      busy={busy}
      onSubmit={() => actor.send({ type: 'DOWNLOAD' })}
    >
      <ol>
        <li>Download the form (a PDF) and print it.</li>
        <li>Sign it as your bank knows your signature.</li>
        <li>Scan or photograph the signed form and upload it on the next step.</li>
      </ol>
      <Ways
        ways={[
          { label: 'Download the form', submit: true, busy },
          { label: 'Choose another way', onClick: () => actor.send({ type: 'CHANGE_MODE' }) },
        ]}
      />
    </PageFrame>
  );
}

/** /signup/post-approval/step-2: the filled NACH form to download. */
export default function NachForm() {
  return <MandatePage screen="nachForm">{(actor) => <NachFormScreen actor={actor} />}</MandatePage>;
}
