import { useEffect, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from '../../../../machines/login/login.machine.ts';
import { keepDigits } from '../../../../rules/login.ts';
import { OTP_LENGTH } from '../../../../machines/kit/otp-code.ts';
import type { otpMachine } from '../../../../machines/kit/otp.machine.ts';
import { useLoginActor } from '../use-login-actor.ts';
import { Button, Checkbox, Loader, OtpInput, ResendCountdown, TextField, VisuallyHidden } from '../../../ui/index.ts';
import { hasWebOtp, receiveSmsCode } from './web-otp.ts';
import * as shared from './login-screen.css.ts';
import * as styles from './verify-otp.css.ts';
import { formatPhone } from '../../../lib/format/phone.ts';
import { otpCode, type OtpCode } from '../../../kit/otp-code.ts';

const REFERRER_CODE_MAX = 20;

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** What the login (parent) shows around the code: the number, terms and referral code. */
interface LoginView {
  onScreen: boolean;
  phone: string;
  showReferrerCode: boolean;
  referrerCode: string;
  termsRequired: boolean;
  tncLink: string | null;
  termsChecked: boolean;
  /** Recording consent or loading home: Continue stays busy until the journey lands. */
  landing: boolean;
  canChangeNumber: boolean;
}

/** What the otp child shows: the boxes, the countdown and Resend. */
/** `locked` (from the otp child): too many wrong tries, the boxes and Continue are off until a new code is sent. */
interface CodeView extends OtpCode {
  termsError: string | null;
  countingDown: boolean;
  canResend: boolean;
  /** The lender holds the phone: the boxes, Continue and Resend are off until the wait is over. */
  lockedOut: boolean;
}

const OFF_SCREEN: LoginView = {
  onScreen: false,
  phone: '',
  showReferrerCode: false,
  referrerCode: '',
  termsRequired: false,
  tncLink: null,
  termsChecked: false,
  landing: false,
  canChangeNumber: false,
};

const NO_CODE: CodeView = {
  otp: '',
  otpError: null,
  termsError: null,
  secondsLeft: 0,
  countingDown: false,
  resending: false,
  verifying: false,
  canResend: false,
  canSubmit: false,
  locked: false,
  lockedOut: false,
};

function loginView(snapshot: LoginSnapshot | undefined): LoginView {
  if (!snapshot) return OFF_SCREEN;
  const landing = snapshot.matches('recordingConsent') || snapshot.matches('loadingHome') || snapshot.matches('done');
  if (!snapshot.matches('otpEntry') && !landing) return OFF_SCREEN;
  const { context } = snapshot;
  return {
    onScreen: true,
    phone: context.phone ?? '',
    showReferrerCode: context.showReferrerCode,
    referrerCode: context.referrerCode,
    termsRequired: !context.tncAccepted,
    tncLink: context.tncLink,
    termsChecked: context.termsChecked,
    landing,
    canChangeNumber: snapshot.can({ type: 'CHANGE_NUMBER' }),
  };
}

function codeView(snapshot: SnapshotFrom<typeof otpMachine> | undefined): CodeView | null {
  if (!snapshot || snapshot.status !== 'active') return null;
  return {
    ...otpCode(snapshot),
    termsError: snapshot.context.holdError,
    countingDown: snapshot.matches('countingDown'),
    canResend: snapshot.can({ type: 'RESEND_OTP' }),
    lockedOut: snapshot.matches('lockedOut'),
  };
}

function sameView<T extends object>(a: T | null, b: T | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);
}

/** §2 Verify Otp: four boxes, the resend countdown, terms and referral code when asked for. */
export default function VerifyOtp() {
  const login = useLoginActor();
  const view = useSelector(login ?? undefined, loginView, sameView);
  const child = useSelector(login ?? undefined, (snapshot) => snapshot?.children.otp);
  const live = useSelector(child, codeView, sameView);
  // Once the code is right the child is gone while the login lands: the boxes keep the code.
  const [kept, keep] = useState<CodeView>(NO_CODE);
  if (live && !sameView(live, kept)) keep(live);
  const code = live ?? { ...kept, verifying: false, resending: false, canResend: false, canSubmit: false };
  const finishing = code.verifying || view.landing;
  const listening = Boolean(child) && view.onScreen;

  // WebOTP where the browser has it: the code from the SMS fills the boxes; the user still
  // presses Continue (terms may need ticking first).
  useEffect(() => {
    if (!child || !listening || !hasWebOtp()) return undefined;
    const controller = new AbortController();
    void receiveSmsCode(controller.signal).then((sms) => {
      if (sms && !controller.signal.aborted) child.send({ type: 'OTP_CHANGED', value: keepDigits(sms, OTP_LENGTH) });
    });
    return () => controller.abort();
  }, [child, listening]);

  if (!login || !view.onScreen) return <Loader />;

  function submit(event: FormEvent) {
    event.preventDefault();
    child?.send({ type: 'SUBMIT_OTP' });
  }

  const busy = finishing || code.resending;

  return (
    <form className={shared.form} onSubmit={submit} noValidate aria-labelledby="verify-otp-heading">
      <h1 id="verify-otp-heading" className={shared.heading}>
        Verify your number
      </h1>
      <p className={styles.phoneRow}>
        <span>
          Enter the 4-digit OTP sent to <span className={styles.phone}>{formatPhone(view.phone)}</span>
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
        value={code.otp}
        error={code.otpError}
        disabled={finishing || code.locked || code.lockedOut}
        autoFocus
        onChange={(value) => child?.send({ type: 'OTP_CHANGED', value: keepDigits(value, OTP_LENGTH) })}
      />
      {/* The boxes go off with a lockout, so focus cannot carry its message: it is announced. */}
      <VisuallyHidden role="status">{code.lockedOut ? code.otpError : ''}</VisuallyHidden>
      <div className={styles.resendRow}>
        {code.countingDown ? (
          <ResendCountdown secondsLeft={code.secondsLeft} />
        ) : (
          <Button
            type="button"
            variant="link"
            busy={code.resending}
            disabled={!code.canResend || finishing}
            onClick={() => child?.send({ type: 'RESEND_OTP' })}
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
          readOnly={finishing}
          onChange={(event) => login.send({ type: 'REFERRER_CODE_CHANGED', value: event.target.value.trim() })}
        />
      ) : null}
      {view.termsRequired ? (
        <Checkbox
          name="terms"
          checked={view.termsChecked}
          error={code.termsError}
          disabled={finishing}
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
      <Button type="submit" fullWidth busy={finishing} disabled={!code.canSubmit}>
        Continue
      </Button>
    </form>
  );
}
