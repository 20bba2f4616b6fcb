import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from '../../../../machines/login/login.machine.ts';
import { useLoginActor } from '../use-login-actor.ts';
import { SIGNED_OUT_MESSAGE, takeSignedOutNotice } from '../../../lib/signed-out-notice.ts';
import { Button, Loader, MobileField } from '../../../ui/index.ts';
import * as styles from './login-screen.css.ts';

// The staging panel exists only in non-production builds; the constant condition lets the
// bundler drop the import (and the panel's chunk) from production (scripts/check-bundle.ts).
const StagingPanel = import.meta.env.PROD ? null : lazy(() => import('./staging/StagingPanel.tsx'));

function stagingTestNumber(): string | null {
  return import.meta.env.PROD ? null : import.meta.env.VITE_STAGING_TEST_NUMBER?.trim() || null;
}

interface MobileView {
  onScreen: boolean;
  mobile: string;
  error: string | null;
  busy: boolean;
  canSubmit: boolean;
}

const OFF_SCREEN: MobileView = { onScreen: false, mobile: '', error: null, busy: false, canSubmit: false };

function mobileView(snapshot: SnapshotFrom<typeof loginMachine> | undefined): MobileView {
  if (!snapshot?.matches('mobileEntry')) return OFF_SCREEN;
  return {
    onScreen: true,
    mobile: snapshot.context.mobile,
    error: snapshot.context.mobileError,
    busy: snapshot.matches({ mobileEntry: 'awaitingSession' }) || snapshot.matches({ mobileEntry: 'sendingOtp' }),
    canSubmit: snapshot.can({ type: 'SUBMIT_MOBILE' }),
  };
}

const sameView = (a: MobileView, b: MobileView) =>
  a.onScreen === b.onScreen &&
  a.mobile === b.mobile &&
  a.error === b.error &&
  a.busy === b.busy &&
  a.canSubmit === b.canSubmit;

/** §2 Mobile No: one field and Send OTP. */
export default function MobileNo() {
  const login = useLoginActor();
  const view = useSelector(login ?? undefined, mobileView, sameView);
  const [stagingOpen, setStagingOpen] = useState(false);
  // Read once: a reload of the login screen is not another sign-out.
  const [signedOut] = useState(() => takeSignedOutNotice());

  if (StagingPanel && stagingOpen) {
    return (
      <Suspense fallback={<Loader />}>
        <StagingPanel onClose={() => setStagingOpen(false)} />
      </Suspense>
    );
  }

  // Before the journey shows this screen (a ?session= link is being checked, or the session is
  // still deciding) there is nothing to type into yet.
  if (!login || !view.onScreen) return <Loader lines={['Please wait while we check', 'your session']} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!login) return;
    // The one decision this screen makes itself: the staging test number opens the staging
    // panel instead of logging in (§2, §6), so it never reaches the lender or the journey.
    // Non-production builds only; stagingTestNumber() is null in production.
    const staging = stagingTestNumber();
    if (staging !== null && view.mobile === staging) {
      setStagingOpen(true);
      return;
    }
    login.send({ type: 'SUBMIT_MOBILE' });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="mobile-no-heading">
      <h1 id="mobile-no-heading" className={styles.heading}>
        Log in or sign up
      </h1>
      {signedOut ? (
        <p className={styles.notice} role="status">
          {SIGNED_OUT_MESSAGE}
        </p>
      ) : null}
      <p className={styles.lead}>Enter your mobile number. We will send you a one-time password (OTP).</p>
      <MobileField
        label="Mobile number"
        name="mobile"
        value={view.mobile}
        error={view.error}
        readOnly={view.busy}
        onValueChange={(value) => login.send({ type: 'MOBILE_CHANGED', value })}
      />
      <Button type="submit" fullWidth busy={view.busy} disabled={!view.canSubmit}>
        Send OTP
      </Button>
    </form>
  );
}
