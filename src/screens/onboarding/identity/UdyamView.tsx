import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { udyamMachine } from '../../../../machines/onboarding/udyam.machine.ts';
import { Button, Loader, MobileField, RadioGroup, TextField } from '../../../ui/index.ts';
import { Actions, IdentityFrame } from './IdentityFrame.tsx';
import { OtpStep, otpFields } from './OtpStep.tsx';

export type UdyamRef = ActorRefFrom<typeof udyamMachine>;
type UdyamSnapshot = SnapshotFrom<typeof udyamMachine>;

const RESTORING_LINE = 'Checking your Udyam details…';

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
  const change = (field: string) => (value: string) => step.send({ type: 'CHANGE', field, value });

  if (snapshot.matches('otp')) {
    return (
      <OtpStep
        title="Enter Udyam OTP"
        {...otpFields(context, (event) => step.send(event))}
        verifying={snapshot.matches({ otp: 'verifying' })}
        resending={snapshot.matches({ otp: 'resending' })}
        changeLabel="Change Udyam details"
        onChangeNumber={() => step.send({ type: 'CHANGE_NUMBER' })}
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
      <IdentityFrame
        title="Select Udyam"
        error={context.error}
        onSubmit={() => step.send({ type: 'SUBMIT' })}
        busy={submitting}
      >
        <RadioGroup
          label="Udyam registrations found"
          name="selected"
          options={options}
          value={context.values.selected ?? ''}
          error={context.errors.selected ?? null}
          disabled={submitting}
          onValueChange={change('selected')}
        />
        <Actions>
          <Button type="submit" fullWidth busy={submitting}>
            Continue
          </Button>
          <Button
            type="button"
            variant="link"
            disabled={submitting}
            onClick={() => step.send({ type: 'CHANGE_NUMBER' })}
          >
            Change Udyam details
          </Button>
        </Actions>
      </IdentityFrame>
    );
  }

  // entering, sending
  const sending = snapshot.matches('sending');
  const byMobile = context.values.lookup === 'mobile';
  return (
    <IdentityFrame
      title="Udyam Verification"
      lead="Verify your Udyam registration with an OTP."
      error={context.error}
      onSubmit={() => step.send({ type: 'SUBMIT' })}
      busy={sending}
    >
      <RadioGroup
        label="Find my registration by"
        name="lookup"
        options={LOOKUPS}
        value={context.values.lookup ?? 'number'}
        error={context.errors.lookup ?? null}
        disabled={sending}
        onValueChange={change('lookup')}
      />
      {byMobile ? (
        <MobileField
          label="Registered mobile number"
          name="mobile"
          value={context.values.mobile ?? ''}
          error={context.errors.mobile ?? null}
          disabled={sending}
          onValueChange={change('mobile')}
        />
      ) : (
        <TextField
          label="Udyam registration number"
          name="udyamNumber"
          autoComplete="off"
          autoCapitalize="characters"
          hint="Like UDYAM-XX-00-0000000"
          maxLength={19}
          value={context.values.udyamNumber ?? ''}
          error={context.errors.udyamNumber ?? null}
          disabled={sending}
          onChange={(event) => change('udyamNumber')(event.target.value.toUpperCase())}
        />
      )}
      <Actions>
        <Button type="submit" fullWidth busy={sending}>
          Send OTP
        </Button>
      </Actions>
    </IdentityFrame>
  );
}
