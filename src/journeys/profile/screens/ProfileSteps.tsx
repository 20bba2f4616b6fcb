import type { ChangeEvent, ReactNode } from 'react';
import { ChildOtpStep } from '../../../kit/identity/OtpStep.tsx';
import { SubmitActions } from '../../../kit/identity/IdentityFrame.tsx';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { AadhaarField, AADHAAR_NOT_KEPT, DateText, TextField } from '../../../ui/index.ts';
import type { ProfileScreenProps } from './snapshot.ts';

// The profile's two steps, each a form then the OTP boxes (the phone's OTP chart and screen): the
// email, and the lender's re-KYC (why and by when, the Aadhaar number: the onboarding's Aadhaar OTP
// pieces, its field, its rule and the OTP chart).

const EMAIL_LEAD =
  'We will send a 4-digit OTP to this email to check it is yours. Your lender sends your statements there.';
const AADHAAR_LEAD = 'We will send an OTP to the mobile number linked to your Aadhaar.';

interface FormProps extends ProfileScreenProps {
  title: string;
  lead: ReactNode;
  busy: boolean;
  submit: string;
  field?: ReactNode;
}

/** The frame, the step's one field, its submit (busy while its call runs) and Back to the profile. */
function FormStep({ actor, snapshot, title, lead, busy, submit, field }: FormProps) {
  const back = { label: 'Back to my profile', onClick: () => actor.send({ type: 'BACK' }) };
  const send = () => actor.send({ type: 'SUBMIT' });
  return (
    <PageFrame title={title} lead={lead} error={snapshot.context.error} onSubmit={send} busy={busy}>
      {field}
      <SubmitActions label={submit} busy={busy} back={back} />
    </PageFrame>
  );
}

/** What binds a step's one field to the chart: its value, its rule's sentence, locked while busy. */
function bind(
  actor: ProfileScreenProps['actor'],
  type: 'EMAIL_CHANGED' | 'AADHAAR_CHANGED',
  value: string,
  error: string | null,
  busy: boolean,
) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => actor.send({ type, value: event.target.value });
  return { value, error, disabled: busy, onChange };
}

/** The OTP child's boxes, with the way back to what the code went to. */
const codeStep = ({ actor, snapshot }: ProfileScreenProps, title: string, changeLabel: string) => (
  <ChildOtpStep
    otp={snapshot.children.otp}
    title={title}
    changeLabel={changeLabel}
    onChangeNumber={() => actor.send({ type: 'CHANGE' })}
  />
);

export function ProfileEmail(props: ProfileScreenProps) {
  const { actor, snapshot } = props;
  if (snapshot.matches({ email: 'otp' })) return codeStep(props, 'Verify your email', 'Change email');
  const busy = snapshot.matches({ email: 'sending' });
  const { email, emailError } = snapshot.context;
  const field = (
    <TextField
      label="Email address"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      {...bind(actor, 'EMAIL_CHANGED', email, emailError, busy)}
    />
  );
  return (
    <FormStep {...props} title="Your email address" lead={EMAIL_LEAD} busy={busy} submit="Send OTP" field={field} />
  );
}

export function ProfileReKyc(props: ProfileScreenProps) {
  const { actor, snapshot } = props;
  if (snapshot.matches({ reKyc: 'otp' })) return codeStep(props, 'Verify with Aadhaar OTP', 'Change Aadhaar number');
  const { aadhaarNumber, aadhaarError, profile } = snapshot.context;
  if (snapshot.matches({ reKyc: 'aadhaar' }) || snapshot.matches({ reKyc: 'sending' })) {
    const busy = snapshot.matches({ reKyc: 'sending' });
    const field = (
      <AadhaarField
        label="Aadhaar number"
        name="aadhaarNumber"
        {...bind(actor, 'AADHAAR_CHANGED', aadhaarNumber, aadhaarError, busy)}
      />
    );
    return (
      <FormStep {...props} title="Update your KYC" lead={AADHAAR_LEAD} submit="Send OTP" field={field} busy={busy} />
    );
  }
  const dueBy = profile?.reKyc?.dueBy;
  const lead = (
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
  );
  const busy = snapshot.matches({ reKyc: 'initiating' });
  return <FormStep {...props} title="Update your KYC" lead={lead} busy={busy} submit="Start" />;
}
