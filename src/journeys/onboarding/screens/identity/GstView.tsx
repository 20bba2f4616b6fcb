import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { gstMachine } from '../../../../../machines/onboarding/gst.machine.ts';
import { Button, Checkbox, Loader, TextField } from '../../../../ui/index.ts';
import { Actions, ContinueActions, IdentityFrame, SubmitActions } from '../../../../kit/identity/IdentityFrame.tsx';
import { RetryFrame } from '../../../../screens/PageFrame.tsx';
import { StepFrame } from '../../../../kit/step-frame.tsx';
import { ChildOtpStep } from '../../../../kit/identity/OtpStep.tsx';
import { changeFields } from '../../../../kit/field-props.ts';
import * as styles from './identity.css.ts';
import { GSTIN_EXAMPLE } from '../../../../../rules/identity/gstin.ts';

export type GstRef = ActorRefFrom<typeof gstMachine>;
type GstSnapshot = SnapshotFrom<typeof gstMachine>;

const TITLE = 'GSTIN verification';

function GstinFacts({ gstin, taxpayerType }: { gstin: string; taxpayerType: string | null }) {
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>GSTIN</dt>
      <dd className={styles.detail}>{gstin}</dd>
      {taxpayerType ? (
        <>
          <dt className={styles.term}>Taxpayer type</dt>
          <dd className={styles.detail}>{taxpayerType}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** §2 additional-info (GSTIN Verification): GSTIN, GST portal login, consent, OTP, verified. */
export function GstView({ step }: { step: GstRef | null }) {
  const snapshot = useSelector(step ?? undefined, (current: GstSnapshot | undefined) => current);
  if (!step || !snapshot || snapshot.status !== 'active' || snapshot.matches('loading')) return <Loader />;
  const { context } = snapshot;
  const change = (field: string) => (value: string) => step.send({ type: 'CHANGE', field, value });
  const gstin = context.values.gstin ?? '';
  const changeGstin = () => step.send({ type: 'CHANGE_GSTIN' });

  if (snapshot.matches('loadFailed')) {
    return <RetryFrame title={TITLE} error={context.error} onRetry={() => step.send({ type: 'RETRY' })} />;
  }

  if (snapshot.matches('verified')) {
    return (
      <IdentityFrame title="GSTIN verified" lead="The GST portal confirmed your GSTIN.">
        <GstinFacts gstin={gstin} taxpayerType={context.taxpayerType} />
        <ContinueActions onContinue={() => step.send({ type: 'CONTINUE' })} />
      </IdentityFrame>
    );
  }

  if (snapshot.matches('otp')) {
    return (
      <ChildOtpStep otp={snapshot.children.otp} title={TITLE} changeLabel="Change GSTIN" onChangeNumber={changeGstin} />
    );
  }

  if (snapshot.matches('consent')) {
    const consenting = snapshot.matches({ consent: 'consenting' });
    return (
      <StepFrame step={step} title={TITLE} error={context.error} busy={consenting}>
        <GstinFacts gstin={gstin} taxpayerType={context.taxpayerType} />
        <Checkbox
          label={
            'I agree to share my GST returns with the lender. ' +
            'The GST portal will send an OTP to my registered mobile number.'
          }
          checked={context.values.consent === 'true'}
          onCheckedChange={(checked) => change('consent')(checked ? 'true' : '')}
          error={context.errors.consent ?? null}
          disabled={consenting}
        />
        <SubmitActions label="Send OTP" busy={consenting} back={{ label: 'Change GSTIN', onClick: changeGstin }} />
      </StepFrame>
    );
  }

  if (snapshot.matches('login')) {
    const loggingIn = snapshot.matches({ login: 'loggingIn' });
    return (
      <StepFrame
        step={step}
        title={TITLE}
        lead="Log in with your GST portal username. API access must be enabled for it on the GST portal."
        error={context.error}
        busy={loggingIn}
      >
        <GstinFacts gstin={gstin} taxpayerType={context.taxpayerType} />
        <TextField
          label="GST portal username"
          autoComplete="username"
          autoCapitalize="none"
          {...changeFields(step, context, loggingIn).text('username')}
        />
        <SubmitActions label="Continue" busy={loggingIn} back={{ label: 'Change GSTIN', onClick: changeGstin }} />
      </StepFrame>
    );
  }

  // gstinEntry, confirming, skipping
  const confirming = snapshot.matches('confirming');
  const skipping = snapshot.matches('skipping');
  return (
    <StepFrame
      step={step}
      title={TITLE}
      lead="Verify your business's GSTIN with the GST portal."
      error={context.error}
      busy={confirming || skipping}
    >
      <TextField
        label="GSTIN"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={15}
        hint={`15 characters, like ${GSTIN_EXAMPLE}`}
        {...changeFields(step, context, confirming || skipping).text('gstin', (typed) => typed.toUpperCase())}
      />
      <Actions>
        <Button type="submit" fullWidth busy={confirming} disabled={skipping}>
          Verify GSTIN
        </Button>
        {context.skipAllowed ? (
          <Button
            type="button"
            variant="secondary"
            fullWidth
            busy={skipping}
            disabled={confirming}
            onClick={() => step.send({ type: 'SKIP' })}
          >
            Skip for now
          </Button>
        ) : null}
      </Actions>
    </StepFrame>
  );
}
