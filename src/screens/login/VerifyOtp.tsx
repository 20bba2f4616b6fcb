import { useEffect, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from '../../../machines/login/login.machine.ts';
import { OTP_LENGTH, keepDigits } from '../../../machines/login/validation.ts';
import { useLoginActor } from '../../journeys/session/SessionProvider.tsx';
import { Button, Checkbox, Loader, OtpInput, TextField, VisuallyHidden } from '../../ui/index.ts';
import { formatCountdown } from './countdown.ts';
import { hasWebOtp, receiveSmsCode } from './web-otp.ts';
import * as shared from './login-screen.css.ts';
import * as styles from './verify-otp.css.ts';

const REFERRER_CODE_MAX = 20;

interface OtpView {
  onScreen: boolean;
  phone: string;
  otp: string;
  otpError: string | null;
  showReferrerCode: boolean;
  referrerCode: string;
  termsRequired: boolean;
  tncLink: string | null;
  termsChecked: boolean;
  termsError: string | null;
  secondsLeft: number;
  countingDown: boolean;
  resending: boolean;
  canResend: boolean;
  /** Verifying, recording consent or loading home: Continue is busy until the journey lands. */
  finishing: boolean;
  canSubmit: boolean;
  canChangeNumber: boolean;
}

const OFF_SCREEN: OtpView = {
  onScreen: false,
  phone: '',
  otp: '',
  otpError: null,
  showReferrerCode: false,
  referrerCode: '',
  termsRequired: false,
  tncLink: null,
  termsChecked: false,
  termsError: null,
  secondsLeft: 0,
  countingDown: false,
  resending: false,
  canResend: false,
  finishing: false,
  canSubmit: false,
  canChangeNumber: false,
};

function otpView(snapshot: SnapshotFrom<typeof loginMachine> | undefined): OtpView {
  if (!snapshot) return OFF_SCREEN;
  const finishing =
    snapshot.matches({ otpEntry: 'verifying' }) ||
    snapshot.matches('recordingConsent') ||
    snapshot.matches('loadingHome') ||
    snapshot.matches('done');
  if (!snapshot.matches('otpEntry') && !finishing) return OFF_SCREEN;
  const { context } = snapshot;
  return {
    onScreen: true,
    phone: context.phone ?? '',
    otp: context.otp,
    otpError: context.otpError,
    showReferrerCode: context.showReferrerCode,
    referrerCode: context.referrerCode,
    termsRequired: !context.tncAccepted,
    tncLink: context.tncLink,
    termsChecked: context.termsChecked,
    termsError: context.termsError,
    secondsLeft: context.resendSecondsLeft,
    countingDown: snapshot.matches({ otpEntry: 'countingDown' }),
    resending: snapshot.matches({ otpEntry: 'resending' }),
    canResend: snapshot.can({ type: 'RESEND_OTP' }),
    finishing,
    canSubmit: snapshot.can({ type: 'SUBMIT_OTP' }),
    canChangeNumber: snapshot.can({ type: 'CHANGE_NUMBER' }),
  };
}

function sameView(a: OtpView, b: OtpView): boolean {
  return (Object.keys(a) as (keyof OtpView)[]).every((key) => a[key] === b[key]);
}

/** §2 Verify Otp: four boxes, the resend countdown, terms and referral code when asked for. */
export default function VerifyOtp() {
  const login = useLoginActor();
  const view = useSelector(login ?? undefined, otpView, sameView);
  const listening = Boolean(login) && view.onScreen;

  // WebOTP where the browser has it: the code from the SMS fills the boxes; the user still
  // presses Continue (terms may need ticking first).
  useEffect(() => {
    if (!login || !listening || !hasWebOtp()) return undefined;
    const controller = new AbortController();
    void receiveSmsCode(controller.signal).then((code) => {
      if (code && !controller.signal.aborted) login.send({ type: 'OTP_CHANGED', value: keepDigits(code, OTP_LENGTH) });
    });
    return () => controller.abort();
  }, [login, listening]);

  if (!login || !view.onScreen) return <Loader />;

  function submit(event: FormEvent) {
    event.preventDefault();
    login?.send({ type: 'SUBMIT_OTP' });
  }

  const busy = view.finishing || view.resending;

  return (
    <form className={shared.form} onSubmit={submit} noValidate aria-labelledby="verify-otp-heading">
      <h1 id="verify-otp-heading" className={shared.heading}>
        Verify your number
      </h1>
      <p className={styles.phoneRow}>
        <span>
          Enter the 4-digit OTP sent to <span className={styles.phone}>+91 {view.phone}</span>
        </span>
        <Button
          type="button"
          variant="link"
          disabled={!view.canChangeNumber || busy}
          onClick={() => login.send({ type: 'CHANGE_NUMBER' })}
        >
          Change number
        </Button>
      </p>
      <OtpInput
        label="One-time password"
        length={OTP_LENGTH}
        value={view.otp}
        error={view.otpError}
        disabled={view.finishing}
        autoFocus
        onChange={(value) => login.send({ type: 'OTP_CHANGED', value: keepDigits(value, OTP_LENGTH) })}
      />
      <div className={styles.resendRow}>
        {view.countingDown ? (
          <span>Resend OTP in {formatCountdown(view.secondsLeft)}</span>
        ) : (
          <Button
            type="button"
            variant="link"
            busy={view.resending}
            disabled={!view.canResend || view.finishing}
            onClick={() => login.send({ type: 'RESEND_OTP' })}
          >
            Resend OTP
          </Button>
        )}
      </div>
      {view.showReferrerCode ? (
        <TextField
          label="Referral code (optional)"
          name="referrerCode"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={REFERRER_CODE_MAX}
          value={view.referrerCode}
          readOnly={view.finishing}
          onChange={(event) => login.send({ type: 'REFERRER_CODE_CHANGED', value: event.target.value.trim() })}
        />
      ) : null}
      {view.termsRequired ? (
        <Checkbox
          name="terms"
          checked={view.termsChecked}
          error={view.termsError}
          disabled={view.finishing}
          required
          onCheckedChange={(checked) => login.send({ type: 'TERMS_TOGGLED', checked })}
          label={
            <>
              I accept the{' '}
              {view.tncLink ? (
                <a className={styles.termsLink} href={view.tncLink} target="_blank" rel="noopener noreferrer">
                  terms and conditions
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              ) : (
                'terms and conditions'
              )}
            </>
          }
        />
      ) : null}
      <Button type="submit" fullWidth busy={view.finishing} disabled={!view.canSubmit}>
        Continue
      </Button>
    </form>
  );
}
