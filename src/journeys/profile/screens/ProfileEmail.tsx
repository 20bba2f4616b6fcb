import { ChildOtpStep } from '../../../kit/identity/OtpStep.tsx';
import { SubmitActions } from '../../../kit/identity/IdentityFrame.tsx';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { TextField } from '../../../ui/index.ts';
import type { ProfileScreenProps } from './snapshot.ts';

// The profile's email: typed, a code sent to it, and the OTP boxes (the phone's OTP chart and screen).

export function ProfileEmail({ actor, snapshot }: ProfileScreenProps) {
  const { context } = snapshot;
  if (snapshot.matches({ email: 'otp' })) {
    return (
      <ChildOtpStep
        otp={snapshot.children.otp}
        title="Verify your email"
        changeLabel="Change email"
        onChangeNumber={() => actor.send({ type: 'CHANGE_EMAIL' })}
      />
    );
  }
  const sending = snapshot.matches({ email: 'sending' });
  return (
    <PageFrame
      title="Your email address"
      lead="We will send a 4-digit OTP to this email to check it is yours. Your lender sends your statements there."
      error={context.error}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      busy={sending}
    >
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={context.email}
        error={context.emailError}
        disabled={sending}
        onChange={(event) => actor.send({ type: 'EMAIL_CHANGED', value: event.target.value })}
      />
      <SubmitActions
        label="Send OTP"
        busy={sending}
        back={{ label: 'Back to my profile', onClick: () => actor.send({ type: 'BACK' }) }}
      />
    </PageFrame>
  );
}
