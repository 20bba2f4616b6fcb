import { PageFrame, type PageFrameProps } from '../screens/PageFrame.tsx';

/** A step that takes its form's submit as SUBMIT; what it checks and sends is the chart's. */
export interface SubmittingStep {
  send(event: { type: 'SUBMIT' }): void;
}

/** A form step's frame: Enter or the submit button sends the step SUBMIT. */
export function StepFrame({ step, ...frame }: Omit<PageFrameProps, 'onSubmit'> & { step: SubmittingStep }) {
  return <PageFrame {...frame} onSubmit={() => step.send({ type: 'SUBMIT' })} />;
}
