import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { udyamMachine } from '../../../../../machines/onboarding/udyam.machine.ts';
import { Loader, MobileField, RadioGroup, TextField } from '../../../../ui/index.ts';
import { SubmitActions } from '../../../../kit/identity/IdentityFrame.tsx';
import { StepFrame } from '../../../../kit/step-frame.tsx';
import { ChildOtpStep } from '../../../../kit/identity/OtpStep.tsx';
import { changeFields } from '../../../../kit/field-props.ts';

export type UdyamRef = ActorRefFrom<typeof udyamMachine>;
type UdyamSnapshot = SnapshotFrom<typeof udyamMachine>;

const RESTORING_LINE = 'Checking your Udyam details…';
const CHANGE_DETAILS = 'Change Udyam details';

const LOOKUPS = [
  { value: 'number', label: 'My Udyam registration number' },
  { value: 'mobile', label: 'The mobile number registered with Udyam' },
];

/** §2 /udyam-verification, /udyam-otp-verification (Enter Udyam OTP) and /udyam-list (Select Udyam). */
export function UdyamView({ step }: { step: UdyamRef | null }) {
  const snapshot = useSelector(step ?? undefined, (current: UdyamSnapshot | undefined) => current);
  if (!step || !snapshot || snapshot.status !== 'active') return <Loader />;
  // A list verified before a reload may still come back: no form until the step knows.
  if (snapshot.matches('restoring')) return <Loader lines={[RESTORING_LINE]} />;
  const { context } = snapshot;
  const changeNumber = () => step.send({ type: 'CHANGE_NUMBER' });

  if (snapshot.matches('otp')) {
    return (
      <ChildOtpStep
        otp={snapshot.children.otp}
        title="Enter Udyam OTP"
        changeLabel={CHANGE_DETAILS}
        onChangeNumber={changeNumber}
      />
    );
  }

  if (snapshot.matches('list')) {
    const submitting = snapshot.matches({ list: 'submitting' });
    const options = context.registrations.map((item) => ({
      value: item.udyam_reg_no,
      label: `${item.udyam_reg_no}: ${item.enterprise_name} (${item.enterprise_type})`,
    }));
    return (
      <StepFrame step={step} title="Select Udyam" error={context.error} busy={submitting}>
        <RadioGroup
          label="Udyam registrations found"
          options={options}
          {...changeFields(step, context, submitting).choice('selected')}
        />
        <SubmitActions label="Continue" busy={submitting} back={{ label: CHANGE_DETAILS, onClick: changeNumber }} />
      </StepFrame>
    );
  }

  // entering, sending
  const sending = snapshot.matches('sending');
  const byMobile = context.values.lookup === 'mobile';
  const fields = changeFields(step, context, sending);
  // MobileField shapes what was typed or pasted itself (+91, a leading 0) and sends the number.
  const { onChange: _typed, ...mobileProps } = fields.text('mobile');
  return (
    <StepFrame
      step={step}
      title="Udyam verification"
      lead="Verify your Udyam registration with an OTP."
      error={context.error}
      busy={sending}
    >
      {/* Nothing chosen yet reads as the first way. */}
      <RadioGroup
        label="Find my registration by"
        options={LOOKUPS}
        {...fields.choice('lookup')}
        value={context.values.lookup ?? 'number'}
      />
      {byMobile ? (
        <MobileField label="Registered mobile number" {...mobileProps} onValueChange={fields.change('mobile')} />
      ) : (
        <TextField
          label="Udyam registration number"
          autoComplete="off"
          autoCapitalize="characters"
          hint="Like UDYAM-XX-00-0000000"
          maxLength={19}
          {...fields.text('udyamNumber', (typed) => typed.toUpperCase())}
        />
      )}
      <SubmitActions label="Send OTP" busy={sending} />
    </StepFrame>
  );
}
