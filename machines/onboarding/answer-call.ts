import { callStep } from '../kit/call-step.ts';
import { withOutput } from '../kit/event-params.ts';

// A step's last call, the same in the form steps, GST and Udyam: the lender's answer is kept and the
// step's draft cleared on the way to `done`; a failure is shown (`showCallError`) where the applicant
// was. callStep's shape with the draft cleared; the chart still names its call, action and targets.

export function answerCall<const TSrc extends string, TInput, const TKeep extends string>(
  src: TSrc,
  input: TInput,
  [done, keep]: [string, TKeep],
  back: string,
) {
  const { invoke } = callStep(src, input, [done, keep], [back, 'showCallError']);
  return { invoke: { ...invoke, onDone: { target: done, actions: [withOutput(keep), 'clearDraft'] } } } as const;
}
