import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import {
  CLIP_LENGTH_MS,
  VIDEO_FALLBACK_MESSAGE,
  cameraProblemOf,
  videoErrorMessage,
  videoVerificationMachine,
} from '../../machines/onboarding/video-verification.machine.ts';
import type {
  CameraHandle,
  RecorderCommand,
  VideoVerificationAnswer,
  VideoVerificationContext,
  VideoVerificationInput,
} from '../../machines/onboarding/video-verification.machine.ts';
import { runMachinePaths, sendEvent } from '../harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../harness/machine-runner.ts';

// Every transition of the face and video check. The camera and the recorder are the browser's
// (their events are what the plan sends); the clip's length runs on the simulated clock.

const ROUTE = '/signup/video-verification';
const APPLICATION_ID = 'application-1';
const RECORDER_MESSAGE = 'The recording stopped unexpectedly.';
const FAULTS = {
  uploadSelfie: 'Sandbox fault: the selfie was not saved.',
  uploadVideo: 'Sandbox fault: the video was not saved.',
  skipVideo: 'Video verification cannot be skipped for this application.',
};

const camera: CameraHandle = { stream: { id: 'test-stream' } as unknown as MediaStream };
const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const video = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' });

const position = (status: string, nextAction: string): VideoVerificationAnswer => ({
  application: { id: APPLICATION_ID, status, subStatus: null, nextAction, percentCompleted: 80 },
});
const afterSelfie = position('selfieUploaded', 'videoVerification');
const afterVideo = position('videoVerified', 'review');
const afterSkip = { application: { ...position('selfieUploaded', 'review').application, subStatus: 'videoVerificationSkipped' } };

const inputs: VideoVerificationInput[] = [
  { applicationId: APPLICATION_ID, skipAllowed: true, selfieUploaded: false },
  // Back after a reload with the selfie already uploaded, and no skip allowed.
  { applicationId: APPLICATION_ID, skipAllowed: false, selfieUploaded: true },
];

type Context = MachineStateContext<typeof videoVerificationMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as VideoVerificationContext;

function screen(check?: (context: VideoVerificationContext, snapshot: AnyMachineSnapshot) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBe(ROUTE);
    const context = on(snapshot);
    expect(context.applicationId).toBe(APPLICATION_ID);
    check?.(context, snapshot);
  };
}

const handlers = {
  states: {
    'camera.requesting': screen((context) => {
      expect(context.camera).toBeNull();
      expect(context.photo).toBeNull();
    }),
    'camera.previewing': screen((context) => {
      expect(context.camera).toBe(camera);
      expect(context.selfieUploaded).toBe(false);
      expect(context.photo).toBeNull();
    }),
    'camera.photoCaptured': screen((context) => {
      expect(context.camera).toBe(camera);
      expect(context.photo).toBe(photo);
    }),
    'camera.readyToRecord': screen((context) => {
      expect(context.camera).toBe(camera);
      expect(context.selfieUploaded).toBe(true);
      if (context.error !== null) expect(context.error).toBe(RECORDER_MESSAGE);
    }),
    'camera.recording.capturing': screen((context) => {
      expect(context.camera).toBe(camera);
      expect(context.error).toBeNull();
    }),
    'camera.recording.finishing': screen((context) => {
      expect(context.video).toBeNull();
    }),
    cameraDenied: screen((context) => {
      expect(context.camera).toBeNull();
      expect(context.cameraProblem).toBe('denied');
    }),
    uploadingSelfie: screen((context) => {
      expect(context.photo).toBe(photo);
      expect(context.selfieUploaded).toBe(false);
      expect(context.error).toBeNull();
    }),
    selfieFailed: screen((context) => {
      expect(context.error).toBe(FAULTS.uploadSelfie);
      expect(context.photo).toBe(photo);
    }),
    uploadingVideo: screen((context) => {
      expect(context.video).toBe(video);
      expect(context.selfieUploaded).toBe(true);
      expect(context.camera).toBeNull();
    }),
    videoFailed: screen((context) => {
      expect(context.error).toBe(FAULTS.uploadVideo);
    }),
    skipping: screen((context) => {
      expect(context.skipAllowed).toBe(true);
      expect(context.camera).toBeNull();
    }),
    skipFailed: screen((context) => {
      expect(context.error).toBe(FAULTS.skipVideo);
    }),
    done: ({ snapshot }: Context) => {
      expect(snapshot.status).toBe('done');
      const output = snapshot.output as VideoVerificationAnswer;
      expect(output.application.id).toBe(APPLICATION_ID);
      expect(routeOf(snapshot)).toBeNull();
      // A verified video or an allowed skip: either way the lender moved the applicant on.
      expect([afterVideo, afterSkip].map((answer) => answer.application)).toContainEqual(output.application);
    },
  },
  events: {
    CAMERA_READY: sendEvent,
    CAMERA_FAILED: sendEvent,
    CAPTURE_PHOTO: sendEvent,
    RETAKE: sendEvent,
    USE_PHOTO: sendEvent,
    START_RECORDING: sendEvent,
    VIDEO_RECORDED: sendEvent,
    RECORDING_FAILED: sendEvent,
    PHOTO_CHOSEN: sendEvent,
    VIDEO_CHOSEN: sendEvent,
    RETRY: sendEvent,
    RECORD_AGAIN: sendEvent,
    SKIP: sendEvent,
    CANCEL_SKIP: sendEvent,
  },
} satisfies MachineHandlers<typeof videoVerificationMachine>;

function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = on(snapshot);
  return JSON.stringify({ value: snapshot.value, selfie: context.selfieUploaded, skip: context.skipAllowed });
}

const events = [
  { type: 'CAMERA_READY', camera },
  { type: 'CAMERA_FAILED', problem: 'denied' },
  { type: 'CAPTURE_PHOTO', photo },
  { type: 'PHOTO_CHOSEN', photo },
  { type: 'VIDEO_RECORDED', video },
  { type: 'VIDEO_CHOSEN', video },
  { type: 'RECORDING_FAILED', message: RECORDER_MESSAGE },
  { type: 'xstate.done.actor.uploadSelfie', output: afterSelfie },
  { type: 'xstate.error.actor.uploadSelfie', error: new Error(FAULTS.uploadSelfie) },
  { type: 'xstate.done.actor.uploadVideo', output: afterVideo },
  { type: 'xstate.error.actor.uploadVideo', error: new Error(FAULTS.uploadVideo) },
  { type: 'xstate.done.actor.skipVideo', output: afterSkip },
  { type: 'xstate.error.actor.skipVideo', error: new Error(FAULTS.skipVideo) },
] as const;

runMachinePaths(videoVerificationMachine, handlers, { events, inputs, serializeState, name: 'videoVerification' });

// What the plan cannot see: the invoked camera and recorder are browser actors the machine
// talks to. With stand-ins that record what they are told, the clip ends after exactly
// clipLength on the simulated clock, and the camera closes whenever the machine lets go of it.
describe('videoVerification with its camera and recorder', () => {
  function harness() {
    const log: string[] = [];
    const clock = new SimulatedClock();
    const machine = videoVerificationMachine.provide({
      actors: {
        camera: fromCallback<RecorderCommand, void>(({ sendBack }) => {
          log.push('camera opened');
          sendBack({ type: 'CAMERA_READY', camera });
          return () => log.push('camera closed');
        }),
        recordVideo: fromCallback<RecorderCommand, { camera: CameraHandle }>(({ receive, sendBack, input }) => {
          log.push(input.camera === camera ? 'recording the camera' : 'recording something else');
          receive((command) => {
            log.push(`recorder told ${command.type}`);
            sendBack({ type: 'VIDEO_RECORDED', video });
          });
        }),
        uploadSelfie: fromPromise(async () => afterSelfie),
        uploadVideo: fromPromise<VideoVerificationAnswer, { applicationId: string; video: Blob }>(async ({ input }) => {
          log.push(`uploaded ${input.video.type}`);
          return afterVideo;
        }),
      },
    });
    const actor = createActor(machine, { clock, input: { applicationId: APPLICATION_ID, skipAllowed: false, selfieUploaded: true } });
    return { actor, clock, log };
  }

  it('records for clipLength, then uploads the clip with the camera closed', async () => {
    const { actor, clock, log } = harness();
    actor.start();
    expect(actor.getSnapshot().matches({ camera: 'readyToRecord' })).toBe(true);
    actor.send({ type: 'START_RECORDING' });
    clock.increment(CLIP_LENGTH_MS - 1);
    expect(actor.getSnapshot().matches({ camera: { recording: 'capturing' } })).toBe(true);
    expect(log).not.toContain('recorder told STOP');
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(log).toEqual(['camera opened', 'recording the camera', 'recorder told STOP', 'camera closed', 'uploaded video/webm']);
  });

  it('closes the camera when the parent stops the check midway', () => {
    const { actor, log } = harness();
    actor.start();
    actor.stop();
    expect(log).toEqual(['camera opened', 'camera closed']);
  });

  it('words a failure with the server message, else a fallback', () => {
    expect(videoErrorMessage(new Error(FAULTS.uploadVideo))).toBe(FAULTS.uploadVideo);
    expect(videoErrorMessage('no message')).toBe(VIDEO_FALLBACK_MESSAGE);
  });

  it('tells a refused camera from a missing one', () => {
    expect(cameraProblemOf({ name: 'NotAllowedError' })).toBe('denied');
    expect(cameraProblemOf({ name: 'NotFoundError' })).toBe('missing');
    expect(cameraProblemOf(new Error('boom'))).toBe('failed');
  });
});
