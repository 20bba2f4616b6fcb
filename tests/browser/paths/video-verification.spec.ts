import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { CLIP_LENGTH_MS } from '../../../machines/onboarding/video-verification.machine.ts';
import config from '../../../playwright.config.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import { SEEDS } from '../../fixtures/applicant.ts';
import { logInThroughApi, positionOf, seedApplicant } from '../support/onboarding-session.ts';
import {
  answerCamera,
  breakRecorder,
  cameraCalls,
  cameraOff,
  finishClip,
  hookMedia,
  pendingCameraRequests,
  recorderState,
} from '../support/video-media.ts';
import {
  plannedVideoMachine,
  replayableVideoEvent,
  serializeVideoState,
  videoContextOf,
  videoInput,
} from '../support/video-plan.ts';
import {
  RECORDER_MESSAGE,
  SELFIE_FAULT,
  SKIP_FAULT,
  VIDEO_FAULT,
  videoVerificationEvents,
} from '../../support/events/video-verification-events.ts';
import { pageRuns } from '../support/page-runs.ts';

// Browser paths of the face and video check: the covering subset of the plan in
// support/video-plan.ts, replayed in the built app from an applicant seeded at the video step
// who may skip it. Chromium's fake camera gives the picture and the clip; support/video-media.ts
// holds each camera request and the recorder's stop until the path says how they end. Uploads
// and the skip are held at gates; a planned failure is a sandbox fault armed before the release.
// The page runs on Playwright's paused clock, so the 5 s clip ends exactly when the path says.

const launchArgs = config.use?.launchOptions?.args ?? [];
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...launchArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera', 'microphone'],
});

const PHONE = '9876543211';
const SEED = { ...SEEDS.videoVerification, videoVerificationSkipAllowedByUser: true };
const SELFIE = {
  name: 'selfie.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
};
const CLIP = {
  name: 'clip.webm',
  mimeType: 'video/webm',
  buffer: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
};

const ENDPOINTS = {
  selfie: { method: 'PATCH', path: '/v1/customer/face-verification' },
  video: { method: 'POST', path: '/v1/idfy/video-verification' },
  skip: { method: 'POST', path: '/v1/idfy/video-verification/skip' },
} as const;
type Call = keyof typeof ENDPOINTS;

interface Run {
  steps: BrowserContext['path']['steps'];
  index: number;
  gates: Record<Call, Gate>;
}

const runs = pageRuns<Run>();
const runOf = runs.of;

function planned(context: BrowserContext) {
  const run = runOf(context.page);
  return videoContextOf(run.steps[run.index]?.state ?? context.path.initial);
}

function step(handler: (context: BrowserEventContext & { event: AnyEventObject }) => Promise<void>) {
  return async (context: BrowserEventContext & { event: AnyEventObject }) => {
    runOf(context.page).index += 1;
    await handler(context);
  };
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const checkSection = (page: Page) => page.getByRole('region', { name: 'Face and video verification' });
const preview = (page: Page) => page.getByLabel('Camera preview');

async function expectBusy(page: Page, line: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: line })).toBeVisible();
  await expect(checkSection(page)).toHaveAttribute('aria-busy', 'true');
}

/** The planned failure message is the alert; none is shown when the plan has none. */
async function expectAlert(context: BrowserContext): Promise<void> {
  const { error } = planned(context);
  if (error) await expect(context.page.getByRole('alert')).toHaveText(error);
  else await expect(context.page.getByRole('alert')).toHaveCount(0);
}

async function held(page: Page, call: Call): Promise<void> {
  await expect.poll(() => runOf(page).gates[call].held).toBe(1);
}

/** The held call fails with the §8 answer the path plans; the alert shows its message. */
async function failHeld(page: Page, call: Call, message: string): Promise<void> {
  const response = await page.request.post('/__sandbox/faults', {
    data: { ...ENDPOINTS[call], status: 500, body: { error: { code: 'EPL-50000', message } } },
  });
  expect(response.status()).toBe(201);
  await runOf(page).gates[call].release();
  await expect(page.getByRole('alert')).toHaveText(message);
}

const handlers: BrowserHandlers<typeof plannedVideoMachine> = {
  async open({ page, path }) {
    await seedApplicant(page.request, PHONE, SEED);
    await logInThroughApi(page, page.request, PHONE);
    await hookMedia(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const gates = {} as Record<Call, Gate>;
    for (const call of Object.keys(ENDPOINTS) as Call[])
      gates[call] = await gate(page, ENDPOINTS[call].method, ENDPOINTS[call].path);
    runs.set(page, { steps: path.steps, index: -1, gates });
    await page.goto('/signup/video-verification');
  },

  states: {
    async 'camera.requesting'(context) {
      const { page } = context;
      await expect(page).toHaveURL(/\/signup\/video-verification$/);
      await expectBusy(page, 'Waiting for camera access…');
      await expect.poll(() => pendingCameraRequests(page)).toBe(1);
    },
    async 'camera.previewing'(context) {
      const { page } = context;
      await expect(page.getByText('First, take a clear photo of your face in good light.')).toBeVisible();
      await expect(preview(page)).toBeVisible();
      // The fake camera's picture is playing, so a photo can be taken from it.
      await expect.poll(() => preview(page).evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
      await expect(button(page, 'Take photo')).toBeEnabled();
      // The selfie cannot be skipped, only the clip after it.
      await expect(button(page, 'Skip for now')).toHaveCount(0);
    },
    async 'camera.photoCaptured'({ page }) {
      await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
      await expect(button(page, 'Use photo')).toBeEnabled();
      await expect(button(page, 'Retake')).toBeEnabled();
    },
    async 'camera.readyToRecord'(context) {
      const { page } = context;
      await expect(
        page.getByText('Now record a short video: look at the camera and say your full name.'),
      ).toBeVisible();
      await expect(preview(page)).toBeVisible();
      await expect(button(page, 'Start recording')).toBeEnabled();
      await expect(button(page, 'Skip for now')).toBeEnabled();
      await expectAlert(context);
    },
    async 'camera.recording.capturing'({ page }) {
      await expect(page.getByRole('status').filter({ hasText: 'Recording… say your full name.' })).toBeVisible();
      await expect.poll(() => recorderState(page)).toEqual({ state: 'recording', stopAsked: false });
      await expect(button(page, 'Start recording')).toHaveCount(0);
    },
    async 'camera.recording.finishing'({ page }) {
      // The clip is long enough: the page asked the recorder to stop and waits for the clip.
      await expect.poll(() => recorderState(page)).toEqual({ state: 'recording', stopAsked: true });
      await expect(page.getByRole('status').filter({ hasText: 'Recording… say your full name.' })).toBeVisible();
    },
    async cameraDenied(context) {
      const { page } = context;
      await expect(page.getByText(/Camera access is blocked\. Allow the camera for this site/)).toBeVisible();
      await expect(preview(page)).toHaveCount(0);
      await expect(button(page, 'Retry')).toBeEnabled();
      const { selfieUploaded } = planned(context);
      await expect(
        page.getByLabel(
          selfieUploaded ? 'Choose a video of yourself (WebM or MP4)' : 'Choose a photo of your face (JPEG or PNG)',
        ),
      ).toBeVisible();
      if (selfieUploaded) await expect(button(page, 'Skip for now')).toBeEnabled();
      else await expect(button(page, 'Skip for now')).toHaveCount(0);
    },
    async uploadingSelfie({ page }) {
      await expectBusy(page, 'Uploading your photo…');
      await held(page, 'selfie');
      // The camera is closed while the photo uploads.
      await expect.poll(() => cameraOff(page)).toBe(true);
    },
    async selfieFailed(context) {
      await expectAlert(context);
      await expect(button(context.page, 'Retry')).toBeEnabled();
      await expect(button(context.page, 'Retake')).toBeEnabled();
    },
    async uploadingVideo({ page }) {
      await expectBusy(page, 'Uploading your video…');
      await held(page, 'video');
      await expect.poll(() => cameraOff(page)).toBe(true);
    },
    async videoFailed(context) {
      await expectAlert(context);
      await expect(button(context.page, 'Retry')).toBeEnabled();
      await expect(button(context.page, 'Record again')).toBeEnabled();
    },
    async skipping({ page }) {
      await expectBusy(page, 'Skipping…');
      await held(page, 'skip');
      await expect.poll(() => cameraOff(page)).toBe(true);
    },
    async skipFailed(context) {
      await expectAlert(context);
      await expect(button(context.page, 'Retry')).toBeEnabled();
      await expect(button(context.page, 'Back to the camera')).toBeEnabled();
    },
    async done({ page }) {
      // Verified or skipped, the lender moves the application to its review.
      await expect(page).toHaveURL(/\/signup\/pre-approval\/review$/);
      expect((await positionOf(page, page.request)).nextAction).toBe('review');
      expect(await cameraOff(page)).toBe(true);
    },
  },

  events: {
    CAMERA_READY: step(async ({ page }) => answerCamera(page, 'grant')),
    CAMERA_FAILED: step(async ({ page }) => answerCamera(page, 'deny')),
    CAPTURE_PHOTO: step(async ({ page }) => button(page, 'Take photo').click()),
    RETAKE: step(async ({ page }) => button(page, 'Retake').click()),
    USE_PHOTO: step(async ({ page }) => button(page, 'Use photo').click()),
    START_RECORDING: step(async ({ page }) => button(page, 'Start recording').click()),
    VIDEO_RECORDED: step(async ({ page }) => finishClip(page)),
    RECORDING_FAILED: step(async ({ page }) => {
      await breakRecorder(page);
      await expect(page.getByRole('alert')).toHaveText(RECORDER_MESSAGE);
    }),
    PHOTO_CHOSEN: step(async ({ page }) =>
      page.getByLabel('Choose a photo of your face (JPEG or PNG)').setInputFiles(SELFIE),
    ),
    VIDEO_CHOSEN: step(async ({ page }) =>
      page.getByLabel('Choose a video of yourself (WebM or MP4)').setInputFiles(CLIP),
    ),
    RETRY: step(async ({ page }) => button(page, 'Retry').click()),
    RECORD_AGAIN: step(async ({ page }) => button(page, 'Record again').click()),
    SKIP: step(async ({ page }) => button(page, 'Skip for now').click()),
    CANCEL_SKIP: step(async ({ page }) => button(page, 'Back to the camera').click()),
  },

  builtIns: {
    [`xstate.after.clipLength.videoVerification.camera.recording.capturing`]: step(async ({ page }) => {
      await page.clock.runFor(CLIP_LENGTH_MS);
    }),
    'xstate.done.actor.uploadSelfie': step(async ({ page }) => runOf(page).gates.selfie.release()),
    'xstate.error.actor.uploadSelfie': step(async ({ page }) => failHeld(page, 'selfie', SELFIE_FAULT)),
    'xstate.done.actor.uploadVideo': step(async ({ page }) => runOf(page).gates.video.release()),
    'xstate.error.actor.uploadVideo': step(async ({ page }) => failHeld(page, 'video', VIDEO_FAULT)),
    'xstate.done.actor.skipVideo': step(async ({ page }) => runOf(page).gates.skip.release()),
    'xstate.error.actor.skipVideo': step(async ({ page }) => failHeld(page, 'skip', SKIP_FAULT)),
  },
};

runBrowserPaths(test, plannedVideoMachine, handlers, {
  name: 'videoVerification',
  events: videoVerificationEvents,
  input: videoInput,
  serializeState: serializeVideoState,
  filterEvents: replayableVideoEvent,
  reduce: 'walks',
});

// The identity provider sends the applicant back to /video-verification-result. The video step
// runs behind that page too, but the camera waits for the check's own screen.
test('the video result page does not switch the camera on; its link to the check does', async ({ page }) => {
  await seedApplicant(page.request, PHONE, SEED);
  await logInThroughApi(page, page.request, PHONE);
  await hookMedia(page);
  await page.goto('/video-verification-result');
  await expect(page.getByRole('heading', { level: 1, name: 'Your video check is not complete yet' })).toBeVisible();
  await expect(page).toHaveURL(/\/video-verification-result$/);
  expect(await cameraCalls(page)).toBe(0);
  await page.getByRole('link', { name: 'Continue video check' }).click();
  await expect(page).toHaveURL(/\/signup\/video-verification$/);
  await expectBusy(page, 'Waiting for camera access…');
  await answerCamera(page, 'grant');
  await expect(button(page, 'Take photo')).toBeEnabled();
  expect(await cameraCalls(page)).toBe(1);
});

// A lender that skips the check for this applicant (skipVideoVerification) never shows it.
test('with skipVideoVerification the journey goes past the video check to the review', async ({ page }) => {
  await seedApplicant(page.request, PHONE, SEEDS.review);
  await logInThroughApi(page, page.request, PHONE);
  await hookMedia(page);
  await page.goto('/signup/video-verification');
  await expect(page).toHaveURL(/\/signup\/pre-approval\/review$/);
  expect(await cameraCalls(page)).toBe(0);
});
