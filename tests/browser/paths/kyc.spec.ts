import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { KYC_PATHS } from '../../../machines/onboarding/kyc.machine.ts';
import type { KycContext } from '../../../machines/onboarding/kyc.machine.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import {
  ahead,
  asApplicant,
  expectPosition,
  counted,
  fault,
  maskedPhone,
  plannedBefore,
  plannedNow,
  replayOf,
  startReplay,
} from '../support/kyc-gst-replay.ts';
import { AADHAAR, SERVER_FAULT, kycEventOffered, kycEvents } from '../../support/events/kyc-events.ts';
import { kycInput, plannedKycMachine, serializeKycState } from '../support/kyc-plan.ts';
import { typeOtp } from '../support/login-ui.ts';
import { SEEDS, personalInfo } from '../../fixtures/applicant.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { otpOf } from '../support/sandbox-client.ts';
import { testPhone } from '../support/test-identity.ts';
import { formatDate } from '../../../src/lib/format/date.ts';

// Browser paths of DigiLocker KYC (/signup/kyc-result, kyc-success, kyc-failure): the covering
// subset of the plan in tests/browser/support/kyc-plan.ts, replayed in the built app against
// the sandbox. The way back from DigiLocker is the sandbox's real provider page: Approve or
// Deny sends the browser to the app's return address, where the lender's record (not the
// query) decides. Every call of the step is held at a gate until the path says how it ends. The
// Aadhaar OTP's boxes are the otp child's (its own paths: otp.spec.ts): here the code is typed
// right and the child's answer moves the step on.

test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

const PHONE = '9100000303';
const RETURN = new RegExp(`${KYC_PATHS.result}(\\?|$)`);
const NOT_LINKED = 'This Aadhaar number is not linked to a mobile number, so no OTP can be sent.';
type Gates = 'url' | 'status' | 'otp' | 'verify' | 'kycMode';

const run = (page: Page) => replayOf<Gates>(page);
const planned = (page: Page) => plannedNow(page).context as KycContext;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const aadhaarField = (page: Page) => page.getByRole('textbox', { name: 'Aadhaar number' });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const maskedAadhaar = (number: string) => `XXXX XXXX ${number.slice(-4)}`;
/**
 * DigiLocker's record masks the Aadhaar as the sandbox does: the applicant's phone's last 4
 * (the test's own phone keeps the planned one's, support/test-identity.ts).
 */
const DIGILOCKER_MASK = maskedAadhaar(PHONE);

/** The alert the plan expects (a server message, or "not finished yet"), or none. */
async function expectAlert(page: Page): Promise<void> {
  const expected = planned(page).error;
  if (expected) await expect(page.getByRole('alert').filter({ hasText: expected })).toBeVisible();
  else await expect(page.getByRole('alert').filter({ hasNotText: /^$/ })).toHaveCount(0);
}

/** Comes back from the provider page as the path plans: Approve, Deny, or (pending) undecided. */
async function returnFromProvider(page: Page): Promise<void> {
  const { url, requestId } = (await asApplicant(
    page,
    'GET',
    `/v1/idfy/digilocker-url?redirectUrl=${KYC_PATHS.result}`,
  )) as { url: string; requestId: string };
  // The first answer the record gives decides (a faulted read before it answers nothing).
  const outcome = ahead(page, ['xstate.done.actor.checkDigiLockerStatus']) as
    { output: { digiLocker: { status: string } } } | undefined;
  const status = outcome?.output.digiLocker.status;
  if (status === 'pending') {
    // Back in the app before deciding (another tab): the address claims success, the record says pending.
    await page.goto(`${KYC_PATHS.result}?status=success&requestId=${requestId}`);
    return;
  }
  await page.goto(url);
  await button(page, status === 'failed' ? 'Deny' : 'Approve').click();
  await expect(page).toHaveURL(new RegExp(`${KYC_PATHS.result}\\?status=(success|failure)&requestId=${requestId}$`));
}

const handlers: BrowserHandlers<typeof plannedKycMachine> = {
  async open(context) {
    const { page, path } = context;
    const position = await seedApplicant(page.request, PHONE, SEEDS.digiLocker);
    await logInThroughApi(page, page.request, PHONE);
    const id = position.id;
    startReplay<Gates>(page, context, {
      phone: PHONE,
      applicationId: id,
      gates: {
        url: await gate(page, 'GET', '/v1/idfy/digilocker-url'),
        status: await gate(page, 'GET', '/v1/idfy/digilocker-status'),
        otp: await gate(page, 'POST', '/v1/digilocker/surepass/otp'),
        verify: await gate(page, 'POST', '/v2/digilocker/surepass/verify-otp'),
        kycMode: await gate(page, 'PATCH', `/v1/application/${id}/personal-kyc`),
      },
    });
    const returned = (path.steps[0]?.event as { output?: unknown }).output !== null;
    if (returned) await returnFromProvider(page);
    else await page.goto(KYC_PATHS.result);
  },

  states: {
    async starting({ page }) {
      // The step reads the address it opened on; the answer is at once, so only the address is seen.
      const returned = (replayOf(page).steps[0]?.event as { output?: unknown }).output !== null;
      await expect(page).toHaveURL(
        returned ? /\/signup\/kyc-result\?status=\w+&requestId=[\w-]+$/ : new RegExp(`${KYC_PATHS.result}$`),
      );
    },
    async choosing({ page }) {
      await expect(page).toHaveURL(RETURN);
      await expect(heading(page, 'Verify with DigiLocker')).toBeVisible();
      await expect(button(page, 'Continue to DigiLocker')).not.toHaveAttribute('aria-busy', 'true');
      await expect(button(page, 'Verify with Aadhaar OTP instead')).toBeEnabled();
      await expectAlert(page);
      await expectAccessible(page, `choosing ${planned(page).error ?? ''}`);
    },
    async gettingUrl({ page }) {
      await expect(heading(page, 'Verify with DigiLocker')).toBeVisible();
      await expect(button(page, 'Continue to DigiLocker')).toHaveAttribute('aria-busy', 'true');
      await expect(button(page, 'Verify with Aadhaar OTP instead')).toBeDisabled();
      await expect.poll(() => run(page).gates.url.held, { intervals: [50] }).toBe(1);
    },
    async redirecting({ page }) {
      // The browser left for the provider page; the applicant approves, saying the Aadhaar
      // shows another date of birth, and DigiLocker sends them back to the app.
      await expect(page).toHaveURL(/\/v1\/sandbox-digilocker\/authorize\?requestId=/);
      await expect(page.getByText(`${personalInfo.firstName} ${personalInfo.lastName}`)).toBeVisible();
      await page.getByRole('checkbox', { name: 'Aadhaar shows a different date of birth' }).check();
      await run(page).gates.status.open();
      await button(page, 'Approve').click();
      await expect(page).toHaveURL(new RegExp(`${KYC_PATHS.success}$`));
      await expect(heading(page, 'KYC successful')).toBeVisible();
      await expect(page.getByRole('definition')).toHaveText(['Asha Verma', '12 Apr 1989', DIGILOCKER_MASK]);
    },
    async checking({ page }) {
      await expect(page).toHaveURL(RETURN);
      await expect(
        page.getByRole('status').filter({ hasText: 'Please wait while we check your DigiLocker result' }),
      ).toBeVisible();
      await expect.poll(() => run(page).gates.status.held, { intervals: [50] }).toBe(1);
    },
    async checkFailed({ page }) {
      await expect(heading(page, 'We could not read your DigiLocker result')).toBeVisible();
      await expectAlert(page);
      await expect(button(page, 'Retry')).toBeEnabled();
      await expect(button(page, 'Start DigiLocker again')).toBeEnabled();
      await expectAccessible(page, 'checkFailed');
    },
    async success({ page }) {
      await expect(page).toHaveURL(new RegExp(`${KYC_PATHS.success}$`));
      await expect(heading(page, 'KYC successful')).toBeVisible();
      const viaOtp = planned(page).verified?.source === 'aadhaarOtp';
      const mask = viaOtp ? maskedAadhaar(AADHAAR) : DIGILOCKER_MASK;
      await expect(
        page.getByText(viaOtp ? 'verified with an Aadhaar OTP' : 'verified through DigiLocker'),
      ).toBeVisible();
      // §9: the date of birth as DD Mon YYYY, not the wire's ISO date.
      await expect(page.getByRole('definition')).toHaveText(['Asha Verma', formatDate(personalInfo.dateOfBirth), mask]);
      // The lender's record moved on: DigiLocker is done, the PAN is next.
      await expectPosition(page, (position) => expect(position.nextAction).toBe('panKyc'));
      await expectAccessible(page, 'success');
    },
    async 'failure.showing'({ page }) {
      await expect(page).toHaveURL(new RegExp(`${KYC_PATHS.failure}$`));
      await expect(heading(page, 'KYC not completed')).toBeVisible();
      await expect(
        page.getByText('DigiLocker did not share your Aadhaar details: the request was declined.'),
      ).toBeVisible();
      await expect(button(page, 'Upload documents instead')).not.toHaveAttribute('aria-busy', 'true');
      await expectAlert(page);
      await expectAccessible(page, `failure ${planned(page).error ?? ''}`);
    },
    async 'failure.switching'({ page }) {
      await expect(button(page, 'Upload documents instead')).toHaveAttribute('aria-busy', 'true');
      await expect(button(page, 'Try DigiLocker again')).toBeDisabled();
      await expect(button(page, 'Verify with Aadhaar OTP')).toBeDisabled();
    },
    async 'aadhaar.entering'({ page }) {
      await expect(page).toHaveURL(RETURN);
      await expect(heading(page, 'Verify with Aadhaar OTP')).toBeVisible();
      const context = planned(page);
      await expect(aadhaarField(page)).toBeEnabled();
      if (context.errors.aadhaarNumber) await expect(page.getByText(context.errors.aadhaarNumber)).toBeVisible();
      else await expect(aadhaarField(page)).not.toHaveAttribute('aria-invalid', 'true');
      if (context.notLinked) {
        const note = page.getByRole('alert').filter({ hasText: NOT_LINKED });
        await expect(note).toBeVisible();
        // The other way on is KYC selection's document upload, which stays open (docs/onboarding.md).
        await expect(note.getByRole('link', { name: 'choose to upload your documents instead' })).toHaveAttribute(
          'href',
          '/signup/pre-approval/kyc',
        );
      } else await expect(page.getByText(NOT_LINKED)).toHaveCount(0);
      await expect(button(page, 'Send OTP')).not.toHaveAttribute('aria-busy', 'true');
      if (!context.notLinked) await expectAlert(page);
      await expectAccessible(
        page,
        `aadhaar ${context.notLinked} ${Object.keys(context.errors).join()} ${context.error ?? ''}`,
      );
    },
    async 'aadhaar.sending'({ page }) {
      await expect(button(page, 'Send OTP')).toHaveAttribute('aria-busy', 'true');
      await expect(aadhaarField(page)).toBeDisabled();
      await expect(button(page, 'Use DigiLocker instead')).toBeDisabled();
    },
    // The otp child's screen: the boxes, the wait before Resend, and the way back to the number.
    async 'aadhaar.otp'({ page }) {
      await expect(page).toHaveURL(RETURN);
      await expect(heading(page, 'Verify with Aadhaar OTP')).toBeVisible();
      await expect(page.getByText(`We have sent a 4-digit OTP to ${maskedPhone(testPhone(PHONE))}.`)).toBeVisible();
      // The live countdown to Resend, not a fixed sentence.
      await expect(page.getByText(/^Resend OTP in 0:[0-3][0-9]$/)).toBeVisible();
      await expect(button(page, 'Verify')).toBeEnabled();
      await expect(button(page, 'Change Aadhaar number')).toBeEnabled();
      await expectAlert(page);
      await expectAccessible(page, 'otp');
    },
    async done({ page }) {
      // Verified, or switched to uploading documents: either way the PAN step is next.
      await expect(page).toHaveURL(/\/signup\/pre-approval\/step-2$/);
      await expectPosition(page, (position) => expect(position.nextAction).toBe('panKyc'));
    },
  },

  events: {
    async CHANGE({ page, event }) {
      const { field, value: number } = event as { field: string; value: string };
      expect(field).toBe('aadhaarNumber');
      const grouped = `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`;
      // A whole number is masked (XXXX XXXX 0124) while the box is left; in it, the digits are back.
      await aadhaarField(page).click();
      await expect(aadhaarField(page)).not.toHaveValue(/X/);
      // Typed in groups of four, as printed on the card.
      await aadhaarField(page).fill(grouped);
      await expect(aadhaarField(page)).toHaveValue(grouped);
    },
    async START({ page }) {
      await button(
        page,
        plannedBefore(page).matches('checkFailed') ? 'Start DigiLocker again' : 'Continue to DigiLocker',
      ).click();
    },
    async USE_OTP({ page }) {
      await button(
        page,
        plannedBefore(page).matches('failure') ? 'Verify with Aadhaar OTP' : 'Verify with Aadhaar OTP instead',
      ).click();
    },
    async BACK({ page }) {
      await button(page, 'Use DigiLocker instead').click();
    },
    async SUBMIT({ page }) {
      // Enter in the Aadhaar field submits the form, as a keyboard user would.
      await aadhaarField(page).press('Enter');
    },
    async CHANGE_NUMBER({ page }) {
      await button(page, 'Change Aadhaar number').click();
    },
    async RETRY({ page }) {
      await button(page, plannedBefore(page).matches('failure') ? 'Try DigiLocker again' : 'Retry').click();
    },
    async SWITCH_TO_MANUAL({ page }) {
      await button(page, 'Upload documents instead').click();
    },
    async CONTINUE({ page }) {
      await button(page, 'Continue').click();
    },
  },

  builtIns: {
    async 'xstate.done.actor.readProviderReturn'() {
      // Nothing to arrange: open() came back from the provider page, or opened the page plainly.
    },
    async 'xstate.done.actor.getDigiLockerUrl'({ page }) {
      await run(page).gates.url.release();
    },
    async 'xstate.error.actor.getDigiLockerUrl'({ page }) {
      // The client tries a GET three times before the failure is shown.
      await fault(page, 'GET', '/v1/idfy/digilocker-url', SERVER_FAULT, 3);
      for (let attempt = 0; attempt < 3; attempt += 1) await run(page).gates.url.release();
    },
    async 'xstate.done.actor.checkDigiLockerStatus'({ page }) {
      // Approve, Deny or undecided was arranged on the provider page; the record answers.
      await run(page).gates.status.release();
    },
    async 'xstate.error.actor.checkDigiLockerStatus'({ page }) {
      await fault(page, 'GET', '/v1/idfy/digilocker-status', SERVER_FAULT, 3);
      for (let attempt = 0; attempt < 3; attempt += 1) await run(page).gates.status.release();
    },
    async 'xstate.done.actor.sendAadhaarOtp'({ page }) {
      await run(page).gates.otp.release();
    },
    async 'xstate.error.actor.sendAadhaarOtp'({ page, event }) {
      // EPL-10000 is the sandbox's own answer for the unlinked number CHANGE typed.
      if ((event as { error?: { code?: string } }).error?.code !== 'EPL-10000')
        await fault(page, 'POST', '/v1/digilocker/surepass/otp', SERVER_FAULT);
      await run(page).gates.otp.release();
    },
    // The otp child's right code: the sandbox's code for the applicant's phone, verified.
    async 'xstate.done.actor.otp'({ page }) {
      // The last digit submits the code: no Verify press.
      await typeOtp(page, await otpOf(page.request, PHONE));
      await expect(button(page, 'Verify')).toHaveAttribute('aria-busy', 'true');
      await run(page).gates.verify.release();
    },
    async 'xstate.done.actor.switchToManual'({ page }) {
      await run(page).gates.kycMode.release();
    },
    async 'xstate.error.actor.switchToManual'({ page }) {
      await fault(page, 'PATCH', `/v1/application/${run(page).applicationId}/personal-kyc`, SERVER_FAULT);
      await run(page).gates.kycMode.release();
    },
  },
};

const countedHandlers: typeof handlers = {
  ...handlers,
  events: counted(handlers.events),
  builtIns: counted(handlers.builtIns),
};

runBrowserPaths(test, plannedKycMachine, countedHandlers, {
  name: 'kyc',
  input: kycInput,
  events: kycEvents,
  filterEvents: kycEventOffered,
  serializeState: serializeKycState,
  reduce: 'walks',
});
