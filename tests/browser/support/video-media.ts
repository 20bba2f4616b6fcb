import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// The camera and the recorder on cue. Chromium's fake device gives a real camera picture and
// MediaRecorder a real clip; an init script parks every getUserMedia call until the test grants
// it (the fake camera) or refuses it (NotAllowedError, what a blocked permission gives), and
// holds MediaRecorder.stop() until the test lets the clip finish. So "Waiting for camera
// access" and "Recording…" stay on screen while a path looks at them.

interface MediaHooks {
  /** getUserMedia calls waiting for the test's answer, oldest first. */
  requests: Array<{ grant: () => void; deny: () => void }>;
  /** Every getUserMedia call the page made. */
  calls: number;
  /** Streams handed to the page, to check that the camera was switched off. */
  streams: MediaStream[];
  recorders: MediaRecorder[];
  /** stop() calls waiting to run, with the recorder they belong to. */
  stops: Array<{ recorder: MediaRecorder; run: () => void }>;
}

type HookedWindow = Window & { __media: MediaHooks };

function installHooks(): void {
  const hooked = window as unknown as HookedWindow;
  const hooks: MediaHooks = { requests: [], calls: 0, streams: [], recorders: [], stops: [] };
  hooked.__media = hooks;
  const media = navigator.mediaDevices;
  if (media?.getUserMedia) {
    const original = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) =>
      new Promise<MediaStream>((resolve, reject) => {
        hooks.calls += 1;
        hooks.requests.push({
          grant: () =>
            void original(constraints).then((stream) => {
              hooks.streams.push(stream);
              resolve(stream);
            }, reject),
          deny: () => reject(new DOMException('Permission denied', 'NotAllowedError')),
        });
      });
  }
  const Recorder = window.MediaRecorder;
  if (Recorder) {
    window.MediaRecorder = class extends Recorder {
      constructor(stream: MediaStream, options?: MediaRecorderOptions) {
        super(stream, options);
        hooks.recorders.push(this);
      }
      override stop(): void {
        hooks.stops.push({ recorder: this, run: () => super.stop() });
      }
    };
  }
}

export async function hookMedia(page: Page): Promise<void> {
  await page.addInitScript(installHooks);
}

export async function cameraCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as HookedWindow).__media.calls);
}

export async function pendingCameraRequests(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as HookedWindow).__media.requests.length);
}

/** Answers the camera request the screen is waiting on. */
export async function answerCamera(page: Page, answer: 'grant' | 'deny'): Promise<void> {
  await expect.poll(() => pendingCameraRequests(page)).toBe(1);
  await page.evaluate((how) => {
    const request = (window as unknown as HookedWindow).__media.requests.shift();
    if (how === 'grant') request?.grant();
    else request?.deny();
  }, answer);
}

/** Whether every camera stream the page was given has been switched off. */
export async function cameraOff(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    (window as unknown as HookedWindow).__media.streams.every((stream) =>
      stream.getTracks().every((track) => track.readyState === 'ended'),
    ),
  );
}

/** The newest recorder's state, and whether the page asked it to stop. */
export async function recorderState(page: Page): Promise<{ state: string; stopAsked: boolean } | null> {
  return page.evaluate(() => {
    const hooks = (window as unknown as HookedWindow).__media;
    const recorder = hooks.recorders.at(-1);
    return recorder
      ? { state: recorder.state, stopAsked: hooks.stops.some((stop) => stop.recorder === recorder) }
      : null;
  });
}

/** Lets the newest recorder's held stop() run: the clip is handed over. */
export async function finishClip(page: Page): Promise<void> {
  await page.evaluate(() => {
    const hooks = (window as unknown as HookedWindow).__media;
    const recorder = hooks.recorders.at(-1);
    const stop = hooks.stops.find((held) => held.recorder === recorder);
    if (!stop) throw new Error('the page has not asked the recorder to stop');
    hooks.stops.splice(hooks.stops.indexOf(stop), 1);
    stop.run();
  });
}

/** The newest recorder reports an error, as a MediaRecorder does when its source fails. */
export async function breakRecorder(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recorder = (window as unknown as HookedWindow).__media.recorders.at(-1);
    if (!recorder) throw new Error('no recorder to break');
    recorder.dispatchEvent(new Event('error'));
  });
}
