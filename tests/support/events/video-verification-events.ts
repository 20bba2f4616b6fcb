import type { CameraHandle, VideoVerificationAnswer } from '../../../machines/onboarding/video-verification.machine.ts';

// The sample events of the `videoVerification` journey (the face and video check), for both
// runners. The camera and recorder events stand for what the page's camera and MediaRecorder do;
// the uploads and the skip succeed with the lender's answers below or fail with these messages.

export const SELFIE_FAULT = 'Sandbox fault: the selfie was not saved.';
export const VIDEO_FAULT = 'Sandbox fault: the video was not saved.';
export const SKIP_FAULT = 'Sandbox fault: the skip was not recorded.';
/** What the app says when the recorder stops on its own (src/journeys/onboarding/video/actors.ts). */
export const RECORDER_MESSAGE = 'The recording stopped unexpectedly. Please record again.';

export const camera: CameraHandle = { stream: { id: 'planned' } as unknown as MediaStream };
export const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
export const video = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' });

const position = (status: string, subStatus: string | null, nextAction: string): VideoVerificationAnswer => ({
  application: { id: 'planned', status, subStatus, nextAction, percentCompleted: 80 },
});

/** The lender's answers: the selfie saved, the clip verified, the clip skipped. */
export const AFTER_SELFIE = position('selfieUploaded', null, 'videoVerification');
export const AFTER_VIDEO = position('videoVerified', null, 'review');
export const AFTER_SKIP = position('selfieUploaded', 'videoVerificationSkipped', 'review');

export const videoVerificationEvents = [
  { type: 'CAMERA_READY', camera },
  { type: 'CAMERA_FAILED', problem: 'denied' },
  { type: 'CAPTURE_PHOTO', photo },
  { type: 'PHOTO_CHOSEN', photo },
  { type: 'VIDEO_RECORDED', video },
  { type: 'VIDEO_CHOSEN', video },
  { type: 'RECORDING_FAILED', message: RECORDER_MESSAGE },
  { type: 'xstate.done.actor.uploadSelfie', output: AFTER_SELFIE },
  { type: 'xstate.error.actor.uploadSelfie', error: new Error(SELFIE_FAULT) },
  { type: 'xstate.done.actor.uploadVideo', output: AFTER_VIDEO },
  { type: 'xstate.error.actor.uploadVideo', error: new Error(VIDEO_FAULT) },
  { type: 'xstate.done.actor.skipVideo', output: AFTER_SKIP },
  { type: 'xstate.error.actor.skipVideo', error: new Error(SKIP_FAULT) },
] as const;
