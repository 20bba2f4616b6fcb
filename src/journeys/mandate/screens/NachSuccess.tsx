import type { MandateActorRef } from '../runtime.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { MandatePage } from './MandateFrame.tsx';

function NachSuccessScreen({ actor }: { actor: MandateActorRef }) {
  return (
    <PageFrame
      title="Form received"
      lead="We have sent your signed NACH form to your bank. Banks confirm a NACH mandate within 24 to 48 hours."
      onSubmit={() => actor.send({ type: 'CONTINUE' })}
    >
      <p>We will let you know when your bank confirms. You can check the status at any time.</p>
      <Ways ways={[{ label: 'Continue', submit: true }]} />
    </PageFrame>
  );
}

/** /signup/post-approval/step-2/nach-success: the scan is with the bank; what happens next. */
export default function NachSuccess() {
  return <MandatePage screen="nachSuccess">{(actor) => <NachSuccessScreen actor={actor} />}</MandatePage>;
}
