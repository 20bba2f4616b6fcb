import { Button } from '../../../ui/index.ts';
import { Actions } from '../../PageFrame.tsx';

// The identity screens know the shared onboarding page frame by this name.
export { PageFrame as IdentityFrame, Actions, type PageFrameProps as IdentityFrameProps } from '../../PageFrame.tsx';

/** A verified step's one way on, focused so the applicant lands on it. */
export function ContinueActions({ onContinue }: { onContinue: () => void }) {
  return (
    <Actions>
      <Button type="button" fullWidth autoFocus onClick={onContinue}>
        Continue
      </Button>
    </Actions>
  );
}
