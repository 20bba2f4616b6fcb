import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { StepAnswer } from '../../rules/onboarding/position.ts';
import { appCall, notProvided } from '../kit/app-call.ts';
import type { IdentityStepInput } from './types.ts';
import { ONBOARDING_PATHS } from './screens.ts';
import { applicationInput } from '../kit/event-params.ts';
import { callStep } from '../kit/call-step.ts';
import { chartTypes } from '../kit/chart-types.ts';

// The face and video check (§2 video-verification): a selfie, then a short clip of the
// applicant, each uploaded as soon as it exists; or, after the selfie, a skip of the clip when
// the lender allows it. The camera
// lives in an invoked actor so that leaving the screen (or the parent stopping this child)
// always switches it off: XState runs an invoked actor's cleanup on stop, not exit actions.

/** How long the clip runs (the lender asks for a short one). */
export const CLIP_LENGTH_MS = 5_000;

export type VideoVerificationAnswer = StepAnswer;

/** What the parent hands every identity step; the check reads the skip switch and the status. */
export type VideoVerificationInput = IdentityStepInput;

/** An open camera; the app's camera actor owns it and stops its tracks. */
export interface CameraHandle {
  readonly stream: MediaStream;
}

/** Why there is no camera picture: the user or browser refused, there is no camera, or it failed. */
export type CameraProblem = 'denied' | 'missing' | 'failed';

export interface VideoVerificationContext {
  applicationId: string;
  skipAllowed: boolean;
  selfieUploaded: boolean;
  camera: CameraHandle | null;
  cameraProblem: CameraProblem | null;
  photo: Blob | null;
  video: Blob | null;
  /** The last failure in words (a server message or a recorder error), shown until the next try. */
  error: string | null;
  application: StepAnswer['application'] | null;
}

export type VideoVerificationEvent =
  | { type: 'CAMERA_READY'; camera: CameraHandle }
  | { type: 'CAMERA_FAILED'; problem: CameraProblem }
  | { type: 'CAPTURE_PHOTO'; photo: Blob }
  | { type: 'RETAKE' }
  | { type: 'USE_PHOTO' }
  | { type: 'START_RECORDING' }
  | { type: 'VIDEO_RECORDED'; video: Blob }
  | { type: 'RECORDING_FAILED'; message: string }
  | { type: 'PHOTO_CHOSEN'; photo: Blob }
  | { type: 'VIDEO_CHOSEN'; video: Blob }
  | { type: 'RETRY' }
  | { type: 'RECORD_AGAIN' }
  | { type: 'SKIP' }
  | { type: 'CANCEL_SKIP' };

/** What the recorder actor is told when the clip is long enough. */
export type RecorderCommand = { type: 'STOP' };

export interface UploadSelfieInput {
  applicationId: string;
  photo: Blob;
}

export interface UploadVideoInput {
  applicationId: string;
  video: Blob;
}

/** Every state of the step draws the one video verification screen. */
const screen = { route: { path: ONBOARDING_PATHS.videoVerification } };

export const VIDEO_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** The words for a failed call or recording: the server's message (§8) when there is one. */
export function videoErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : VIDEO_FALLBACK_MESSAGE;
}

/** getUserMedia's failures by DOMException name; anything unrecognised is a plain failure. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'NotSupportedError' ||
    name === 'DevicesNotFoundError'
  ) {
    return 'missing';
  }
  return 'failed';
}

function fromCallbackNotProvided<TInput = void>(name: string) {
  return fromCallback<RecorderCommand, TInput>(() => notProvided(name));
}

export const videoVerificationMachine = setup({
  types: chartTypes<
    VideoVerificationContext,
    VideoVerificationEvent,
    VideoVerificationInput,
    VideoVerificationAnswer
  >(),
  actors: {
    // Real implementations: src/journeys/onboarding/video/actors.ts (createVideoVerificationActors).
    camera: fromCallbackNotProvided('camera'),
    recordVideo: fromCallbackNotProvided<{ camera: CameraHandle }>('recordVideo'),
    uploadSelfie: appCall<VideoVerificationAnswer, UploadSelfieInput>('uploadSelfie'),
    uploadVideo: appCall<VideoVerificationAnswer, UploadVideoInput>('uploadVideo'),
    skipVideo: appCall<VideoVerificationAnswer, { applicationId: string }>('skipVideo'),
  },
  delays: { clipLength: CLIP_LENGTH_MS },
  guards: {
    // The lender lets the applicant skip the clip, never the selfie (docs/sandbox.md, step 11):
    // a skip before the photo is accepted but leaves the application at this step.
    canSkip: ({ context }) => context.skipAllowed && context.selfieUploaded,
    selfieUploaded: ({ context }) => context.selfieUploaded,
    selfieMissing: ({ context }) => !context.selfieUploaded,
  },
  actions: {
    keepCamera: assign(({ event }) =>
      event.type === 'CAMERA_READY' ? { camera: event.camera, cameraProblem: null } : {},
    ),
    noteCameraProblem: assign(({ event }) =>
      event.type === 'CAMERA_FAILED' ? { camera: null, cameraProblem: event.problem } : {},
    ),
    forgetCamera: assign({ camera: null }),
    keepPhoto: assign(({ event }) =>
      event.type === 'CAPTURE_PHOTO' || event.type === 'PHOTO_CHOSEN' ? { photo: event.photo, error: null } : {},
    ),
    forgetPhoto: assign({ photo: null }),
    keepVideo: assign(({ event }) =>
      event.type === 'VIDEO_RECORDED' || event.type === 'VIDEO_CHOSEN' ? { video: event.video, error: null } : {},
    ),
    clearError: assign({ error: null }),
    showRecordingError: assign(({ event }) =>
      event.type === 'RECORDING_FAILED' ? { error: event.message || VIDEO_FALLBACK_MESSAGE } : {},
    ),
    showCallError: assign((_, params: { error: unknown }) => ({ error: videoErrorMessage(params.error) })),
    acceptSelfie: assign((_, params: VideoVerificationAnswer) => ({
      application: params.application,
      selfieUploaded: true,
      photo: null,
      error: null,
    })),
    acceptAnswer: assign((_, params: VideoVerificationAnswer) => ({ application: params.application, error: null })),
    stopRecording: sendTo('recorder', { type: 'STOP' } satisfies RecorderCommand),
  },
}).createMachine({
  id: 'videoVerification',
  initial: 'camera',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    skipAllowed: input.home?.videoVerificationSkipAllowedByUser === true,
    // After a reload at status selfieUploaded only the clip is missing (the lender refuses a clip before a selfie).
    selfieUploaded: input.home?.application.status.value === 'selfieUploaded',
    camera: null,
    cameraProblem: null,
    photo: null,
    video: null,
    error: null,
    application: null,
  }),
  states: {
    // The camera is open (asked for, previewed, recording); closing it is the actor's cleanup.
    camera: {
      meta: screen,
      invoke: { id: 'camera', src: 'camera' },
      exit: 'forgetCamera',
      initial: 'requesting',
      on: { SKIP: { guard: 'canSkip', target: 'skipping' } },
      states: {
        // "Allow camera access": the browser's permission prompt is up.
        requesting: {
          on: {
            CAMERA_READY: [
              { guard: 'selfieUploaded', target: 'readyToRecord', actions: 'keepCamera' },
              { target: 'previewing', actions: 'keepCamera' },
            ],
            CAMERA_FAILED: { target: '#videoVerification.cameraDenied', actions: 'noteCameraProblem' },
          },
        },
        // The live picture with "Take photo".
        previewing: { on: { CAPTURE_PHOTO: { target: 'photoCaptured', actions: 'keepPhoto' } } },
        // The still photo with "Retake" and "Use photo".
        photoCaptured: {
          on: {
            RETAKE: { target: 'previewing', actions: 'forgetPhoto' },
            USE_PHOTO: { target: '#videoVerification.uploadingSelfie' },
          },
        },
        // The selfie is in; "Start recording" explains the short clip first.
        readyToRecord: { on: { START_RECORDING: { target: 'recording', actions: 'clearError' } } },
        // "Recording…": the clip runs for clipLength, then the recorder is asked to finish.
        recording: {
          invoke: { id: 'recorder', src: 'recordVideo', input: ({ context }) => ({ camera: cameraOf(context) }) },
          initial: 'capturing',
          on: { RECORDING_FAILED: { target: 'readyToRecord', actions: 'showRecordingError' } },
          states: {
            // The clip is being recorded.
            capturing: { after: { clipLength: { target: 'finishing' } } },
            // The recorder hands over the clip.
            finishing: {
              entry: 'stopRecording',
              on: { VIDEO_RECORDED: { target: '#videoVerification.uploadingVideo', actions: 'keepVideo' } },
            },
          },
        },
      },
    },
    // No camera picture: how to allow the camera and Retry, or choose files from the device instead.
    cameraDenied: {
      id: 'cameraDenied',
      meta: screen,
      on: {
        RETRY: { target: 'camera' },
        PHOTO_CHOSEN: { guard: 'selfieMissing', target: 'uploadingSelfie', actions: 'keepPhoto' },
        VIDEO_CHOSEN: { guard: 'selfieUploaded', target: 'uploadingVideo', actions: 'keepVideo' },
        SKIP: { guard: 'canSkip', target: 'skipping' },
      },
    },
    // "Uploading your photo…"; the camera is closed meanwhile and opened again for the clip.
    uploadingSelfie: {
      id: 'uploadingSelfie',
      meta: screen,
      entry: 'clearError',
      ...callStep(
        'uploadSelfie',
        ({ context }: VideoCtx) => ({ applicationId: context.applicationId, photo: photoOf(context) }),
        ['camera', 'acceptSelfie'],
        ['selfieFailed', 'showCallError'],
      ),
    },
    // The photo did not go through: the server's message, Retry or Retake.
    selfieFailed: {
      meta: screen,
      on: { RETRY: { target: 'uploadingSelfie' }, RETAKE: { target: 'camera', actions: 'forgetPhoto' } },
    },
    // "Uploading your video…".
    uploadingVideo: {
      id: 'uploadingVideo',
      meta: screen,
      entry: 'clearError',
      ...callStep(
        'uploadVideo',
        ({ context }: VideoCtx) => ({ applicationId: context.applicationId, video: videoOf(context) }),
        ['done', 'acceptAnswer'],
        ['videoFailed', 'showCallError'],
      ),
    },
    // The clip did not go through: the server's message, Retry or Record again.
    videoFailed: {
      meta: screen,
      on: { RETRY: { target: 'uploadingVideo' }, RECORD_AGAIN: { target: 'camera' } },
    },
    // "Skip for now" is busy.
    skipping: {
      meta: screen,
      entry: 'clearError',
      ...callStep('skipVideo', applicationInput, ['done', 'acceptAnswer'], ['skipFailed', 'showCallError']),
    },
    // The skip was refused: the server's message, Retry or go back to the camera.
    skipFailed: {
      meta: screen,
      on: { RETRY: { target: 'skipping' }, CANCEL_SKIP: { target: 'camera' } },
    },
    // Verified or skipped: the parent takes the next screen from the answer.
    done: { type: 'final' },
  },
  output: ({ context }) => {
    if (!context.application) throw new Error('The video check ends with the lender’s answer');
    return { application: context.application };
  },
});

type VideoCtx = { context: VideoVerificationContext };

function cameraOf(context: VideoVerificationContext): CameraHandle {
  if (!context.camera) throw new Error('Recording needs the open camera');
  return context.camera;
}

function photoOf(context: VideoVerificationContext): Blob {
  if (!context.photo) throw new Error('The selfie upload needs the photo');
  return context.photo;
}

function videoOf(context: VideoVerificationContext): Blob {
  if (!context.video) throw new Error('The video upload needs the clip');
  return context.video;
}
