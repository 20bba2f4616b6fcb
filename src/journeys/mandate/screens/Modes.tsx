import { useSelector } from '@xstate/react';
import type { MandateMode } from '../../../../rules/mandate/types.ts';
import type { MandateActorRef } from '../runtime.ts';
import { Loader, Money, RadioGroup } from '../../../ui/index.ts';
import { RetryFrame } from '../../../screens/PageFrame.tsx';
import { StepFrame } from '../../../kit/step-frame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { MandatePage } from './MandateFrame.tsx';
import { MODE_DETAILS, MODE_LABELS, whenText } from './mandate-copy.ts';

function ModesScreen({ actor }: { actor: MandateActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { availability, mode, problem } = snapshot.context;
  if (snapshot.matches({ modes: 'loading' })) return <Loader lines={['Please wait while we check', 'your bank']} />;
  if (snapshot.matches({ modes: 'failed' }) || !availability) {
    return <RetryFrame title="Set up repayments" error={problem} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  const busy = !snapshot.matches({ modes: 'choosing' });
  const offered = availability.modes.filter((entry) => entry.available);
  const blocked = availability.modes.find((entry) => entry.blockedUntil);
  return (
    <StepFrame
      step={actor}
      title="Set up repayments"
      lead={
        <>
          Your lender collects repayments from {availability.bankName ?? 'your bank account'} by a mandate of up to{' '}
          <Money amount={availability.maxAmount} /> a month. Choose how to set it up.
        </>
      }
      error={problem}
      busy={busy}
    >
      <RadioGroup
        label="How do you want to set it up?"
        options={offered.map((entry) => ({
          value: entry.mode,
          label: MODE_LABELS[entry.mode],
          details: MODE_DETAILS[entry.mode],
        }))}
        value={mode}
        onValueChange={(value) => actor.send({ type: 'CHOOSE_MODE', mode: value as MandateMode })}
        required
      />
      {blocked?.blockedUntil ? (
        <p>UPI Autopay opens again on {whenText(blocked.blockedUntil)}, a day after the declined request.</p>
      ) : null}
      {offered.length < availability.modes.length ? <p>Only the ways your bank supports are shown.</p> : null}
      <Ways ways={[{ label: 'Continue', submit: true, busy }]} />
    </StepFrame>
  );
}

/** /signup/post-approval/step-1 (step 4 of 4): the repayment mandate's modes for the bank on file. */
export default function Modes() {
  return <MandatePage screen="modes">{(actor) => <ModesScreen actor={actor} />}</MandatePage>;
}
