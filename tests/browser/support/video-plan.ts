import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { videoVerificationMachine } from '../../../machines/onboarding/video-verification.machine.ts';
import type {
  CameraHandle,
  VideoVerificationContext,
  VideoVerificationInput,
} from '../../../machines/onboarding/video-verification.machine.ts';
import type { HomeResponse } from '../../../src/api/home/schemas.ts';

// The plan the video-check browser paths replay. The camera and recorder events stand for what
// the page's camera and MediaRecorder do (support/video-media.ts makes them happen on cue); the
// payloads here only shape the plan. The applicant may skip (seeded
// `videoVerificationSkipAllowedByUser`), so every transition is reachable from one start.

export const SELFIE_FAULT = 'Sandbox fault: the selfie was not saved.';
export const VIDEO_FAULT = 'Sandbox fault: the video was not saved.';
export const SKIP_FAULT = 'Sandbox fault: the skip was not recorded.';
export const RECORDER_MESSAGE = 'The recording stopped unexpectedly. Please record again.';

const camera: CameraHandle = { stream: { id: 'planned' } as unknown as MediaStream };
const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const video = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' });
const position = (status: string, subStatus: string | null) => ({
  application: { id: 'planned', status, subStatus, nextAction: 'review', percentCompleted: 80 },
});

// The machine reads the skip switch and the status from home; the rest of it does not matter here.
export const videoInput: VideoVerificationInput = {
  applicationId: 'planned',
  home: {
    videoVerificationSkipAllowedByUser: true,
    application: { status: { value: 'serviceabilityChecked' } },
  } as unknown as HomeResponse,
  flags: null,
};

export const videoEvents: readonly AnyEventObject[] = [
  { type: 'CAMERA_READY', camera },
  { type: 'CAMERA_FAILED', problem: 'denied' },
  { type: 'CAPTURE_PHOTO', photo },
  { type: 'PHOTO_CHOSEN', photo },
  { type: 'VIDEO_RECORDED', video },
  { type: 'VIDEO_CHOSEN', video },
  { type: 'RECORDING_FAILED', message: RECORDER_MESSAGE },
  {
    type: 'xstate.done.actor.uploadSelfie',
    output: { application: { ...position('selfieUploaded', null).application, nextAction: 'videoVerification' } },
  },
  { type: 'xstate.error.actor.uploadSelfie', error: new Error(SELFIE_FAULT) },
  { type: 'xstate.done.actor.uploadVideo', output: position('videoVerified', null) },
  { type: 'xstate.error.actor.uploadVideo', error: new Error(VIDEO_FAULT) },
  { type: 'xstate.done.actor.skipVideo', output: position('serviceabilityChecked', 'videoVerificationSkipped') },
  { type: 'xstate.error.actor.skipVideo', error: new Error(SKIP_FAULT) },
];

/** "Skip for now" is on the live picture, the recording prompt and the blocked-camera help only. */
export function replayableVideoEvent(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (event.type !== 'SKIP') return true;
  return (
    snapshot.matches({ camera: 'previewing' }) ||
    snapshot.matches({ camera: 'readyToRecord' }) ||
    snapshot.matches('cameraDenied')
  );
}

export const videoContextOf = (snapshot: AnyMachineSnapshot): VideoVerificationContext =>
  snapshot.context as VideoVerificationContext;

export function serializeVideoState(snapshot: AnyMachineSnapshot): string {
  const context = videoContextOf(snapshot);
  return JSON.stringify({ value: snapshot.value, selfie: context.selfieUploaded });
}

export { videoVerificationMachine as plannedVideoMachine };
