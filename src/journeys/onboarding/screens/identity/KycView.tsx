import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { kycMachine } from '../../../../../machines/onboarding/kyc.machine.ts';
import { ONBOARDING_PATHS } from '../../../../../machines/onboarding/screens.ts';
import { AadhaarField, DateText, Loader } from '../../../../ui/index.ts';
import { RetryRead, Ways } from '../../../../kit/ways.tsx';
import { ContinueActions, IdentityFrame, SubmitActions } from '../../../../kit/identity/IdentityFrame.tsx';
import { StepFrame } from '../../../../kit/step-frame.tsx';
import { ChildOtpStep } from '../../../../kit/identity/OtpStep.tsx';
import { changeFields } from '../../../../kit/field-props.ts';
import * as styles from './identity.css.ts';
import { formatMaskedAadhaar } from '../../../../lib/format/aadhaar.ts';

export type KycRef = ActorRefFrom<typeof kycMachine>;
type KycSnapshot = SnapshotFrom<typeof kycMachine>;

const NOT_LINKED =
  'This Aadhaar number is not linked to a mobile number, so no OTP can be sent. Continue with DigiLocker instead, or ';
const FAILURE_REASON = {
  denied: 'DigiLocker did not share your Aadhaar details: the request was declined.',
  expired: 'The DigiLocker request expired before it was completed.',
} as const;

/**
 * §2 kyc-result, kyc-success and kyc-failure: one view over the kyc step, so whichever of the
 * three addresses is open, the applicant sees the step's own state.
 */
export function KycView({ step }: { step: KycRef | null }) {
  const snapshot = useSelector(step ?? undefined, (current: KycSnapshot | undefined) => current);
  if (!step || !snapshot || snapshot.status !== 'active' || snapshot.matches('starting')) return <Loader />;
  if (snapshot.matches('checking')) return <Loader lines={['Please wait while we check', 'your DigiLocker result']} />;
  const { context } = snapshot;

  if (snapshot.matches('redirecting')) {
    return (
      <IdentityFrame title="Taking you to DigiLocker" busy>
        <p className={styles.hint} role="status">
          If nothing happens, <a href={context.providerUrl ?? '#'}>open DigiLocker</a>.
        </p>
      </IdentityFrame>
    );
  }

  if (snapshot.matches('success')) {
    const verified = context.verified;
    return (
      <IdentityFrame
        title="KYC successful"
        lead={
          verified?.source === 'aadhaarOtp'
            ? 'Your Aadhaar details were verified with an Aadhaar OTP.'
            : 'Your Aadhaar details were verified through DigiLocker.'
        }
      >
        {verified ? (
          <dl className={styles.facts}>
            <dt className={styles.term}>Name</dt>
            <dd className={styles.detail}>{verified.name}</dd>
            <dt className={styles.term}>Date of birth</dt>
            <dd className={styles.detail}>
              <DateText value={verified.dateOfBirth} />
            </dd>
            <dt className={styles.term}>Aadhaar</dt>
            <dd className={styles.detail}>{formatMaskedAadhaar(verified.maskedAadhaar)}</dd>
          </dl>
        ) : null}
        <ContinueActions onContinue={() => step.send({ type: 'CONTINUE' })} />
      </IdentityFrame>
    );
  }

  if (snapshot.matches('failure')) {
    const switching = snapshot.matches({ failure: 'switching' });
    return (
      <IdentityFrame
        title="KYC not completed"
        lead={context.failureReason ? FAILURE_REASON[context.failureReason] : 'DigiLocker could not verify you.'}
        error={context.error}
        busy={switching}
      >
        <Ways
          pending={switching}
          ways={[
            { label: 'Try DigiLocker again', onClick: () => step.send({ type: 'RETRY' }) },
            { label: 'Verify with Aadhaar OTP', onClick: () => step.send({ type: 'USE_OTP' }) },
            {
              label: 'Upload documents instead',
              busy: switching,
              onClick: () => step.send({ type: 'SWITCH_TO_MANUAL' }),
            },
          ]}
        />
      </IdentityFrame>
    );
  }

  if (snapshot.matches({ aadhaar: 'otp' })) {
    return (
      <ChildOtpStep
        otp={snapshot.children.otp}
        title="Verify with Aadhaar OTP"
        changeLabel="Change Aadhaar number"
        onChangeNumber={() => step.send({ type: 'CHANGE_NUMBER' })}
      />
    );
  }

  if (snapshot.matches('aadhaar')) {
    const sending = snapshot.matches({ aadhaar: 'sending' });
    return (
      <StepFrame
        step={step}
        title="Verify with Aadhaar OTP"
        lead="We will send an OTP to the mobile number linked to your Aadhaar."
        error={context.error}
        busy={sending}
      >
        {context.notLinked ? (
          <p role="alert" className={styles.note}>
            {NOT_LINKED}
            {/* KYC selection stays open once chosen (docs/onboarding.md), so the way to uploads
                is a link, not "go back". */}
            <Link to={ONBOARDING_PATHS.kycSelection}>choose to upload your documents instead</Link>.
          </p>
        ) : null}
        <AadhaarField label="Aadhaar number" {...changeFields(step, context, sending).text('aadhaarNumber')} />
        <SubmitActions
          label="Send OTP"
          busy={sending}
          back={{ label: 'Use DigiLocker instead', onClick: () => step.send({ type: 'BACK' }) }}
        />
      </StepFrame>
    );
  }

  if (snapshot.matches('checkFailed')) {
    return (
      <RetryRead
        actor={step}
        title="We could not read your DigiLocker result"
        error={context.error}
        ways={[{ label: 'Start DigiLocker again', onClick: () => step.send({ type: 'START' }) }]}
      />
    );
  }

  // choosing, gettingUrl
  const starting = snapshot.matches('gettingUrl');
  return (
    <IdentityFrame
      title="Verify with DigiLocker"
      lead="DigiLocker shares your Aadhaar details with us securely. You will come back here when it is done."
      error={context.error}
      busy={starting}
    >
      <Ways
        pending={starting}
        ways={[
          { label: 'Continue to DigiLocker', busy: starting, onClick: () => step.send({ type: 'START' }) },
          { label: 'Verify with Aadhaar OTP instead', onClick: () => step.send({ type: 'USE_OTP' }) },
        ]}
      />
    </IdentityFrame>
  );
}
