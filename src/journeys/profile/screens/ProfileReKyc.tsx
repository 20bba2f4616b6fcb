import { ChildOtpStep } from '../../../kit/identity/OtpStep.tsx';
import { SubmitActions } from '../../../kit/identity/IdentityFrame.tsx';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { AadhaarField, AADHAAR_NOT_KEPT, DateText } from '../../../ui/index.ts';
import type { ProfileScreenProps } from './snapshot.ts';

// The lender's re-KYC: why and by when, then the Aadhaar number and the Aadhaar OTP (the onboarding's
// Aadhaar OTP pieces: the field, its rule and the OTP chart and screen).

export function ProfileReKyc({ actor, snapshot }: ProfileScreenProps) {
  const { context } = snapshot;
  const back = { label: 'Back to my profile', onClick: () => actor.send({ type: 'BACK' }) };
  if (snapshot.matches({ reKyc: 'otp' })) {
    return (
      <ChildOtpStep
        otp={snapshot.children.otp}
        title="Verify with Aadhaar OTP"
        changeLabel="Change Aadhaar number"
        onChangeNumber={() => actor.send({ type: 'CHANGE_NUMBER' })}
      />
    );
  }
  if (snapshot.matches({ reKyc: 'aadhaar' }) || snapshot.matches({ reKyc: 'sending' })) {
    const sending = snapshot.matches({ reKyc: 'sending' });
    return (
      <PageFrame
        title="Update your KYC"
        lead="We will send an OTP to the mobile number linked to your Aadhaar."
        error={context.error}
        onSubmit={() => actor.send({ type: 'SUBMIT' })}
        busy={sending}
      >
        <AadhaarField
          label="Aadhaar number"
          name="aadhaarNumber"
          value={context.aadhaarNumber}
          error={context.aadhaarError}
          disabled={sending}
          onChange={(event) => actor.send({ type: 'AADHAAR_CHANGED', value: event.target.value })}
        />
        <SubmitActions label="Send OTP" busy={sending} back={back} />
      </PageFrame>
    );
  }
  const starting = snapshot.matches({ reKyc: 'initiating' });
  const dueBy = context.profile?.reKyc?.dueBy;
  return (
    <PageFrame
      title="Update your KYC"
      lead={
        <>
          Your lender asks you to verify your identity again
          {dueBy ? (
            <>
              {' '}
              by <DateText value={dueBy} />
            </>
          ) : null}
          , as RBI requires from time to time. You will need your Aadhaar number and the phone linked to it.{' '}
          {AADHAAR_NOT_KEPT}
        </>
      }
      error={context.error}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      busy={starting}
    >
      <SubmitActions label="Start" busy={starting} back={back} />
    </PageFrame>
  );
}
