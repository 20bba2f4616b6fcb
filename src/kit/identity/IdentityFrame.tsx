import { Button } from '../../ui/index.ts';
import { Actions } from '../../screens/PageFrame.tsx';

// The identity screens know the shared onboarding page frame by this name.
export {
  PageFrame as IdentityFrame,
  Actions,
  type PageFrameProps as IdentityFrameProps,
} from '../../screens/PageFrame.tsx';

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

/** A form's submit, busy while its call runs, and the link back to the step before, which waits for it. */
export function SubmitActions({
  label,
  busy,
  back,
}: {
  label: string;
  busy: boolean;
  back?: { label: string; onClick: () => void };
}) {
  return (
    <Actions>
      <Button type="submit" fullWidth busy={busy}>
        {label}
      </Button>
      {back ? (
        <Button type="button" variant="link" disabled={busy} onClick={back.onClick}>
          {back.label}
        </Button>
      ) : null}
    </Actions>
  );
}
