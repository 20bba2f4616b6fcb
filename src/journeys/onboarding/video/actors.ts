import { fromCallback, fromPromise } from 'xstate';
import type {
  CameraHandle,
  RecorderCommand,
  UploadSelfieInput,
  UploadVideoInput,
  VideoVerificationAnswer,
  VideoVerificationEvent,
} from '../../../../machines/onboarding/video-verification.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import {
  skipVideoVerification,
  uploadSelfie,
  uploadVerificationVideo,
} from '../../../api/onboarding/verification/index.ts';
import { closeCamera, openFrontCamera } from './camera.ts';
import { whenCameraScreenShown } from './camera-screen.ts';
import { NO_RECORDER_MESSAGE, containerOf, fileNameFor, recordingType } from './recorder.ts';

/** A Blob from the camera (or the device) as the named file the multipart field carries. */
function asFile(blob: Blob, base: string): File {
  if (blob instanceof File && blob.name) return blob;
  return new File([blob], fileNameFor(blob, base), { type: containerOf(blob.type) || 'application/octet-stream' });
}

/** The camera: opened once its screen shows, its tracks stopped when the machine lets go. */
export const cameraActor = fromCallback<RecorderCommand, void>(({ sendBack }) => {
  let camera: CameraHandle | null = null;
  let released = false;
  const open = async (): Promise<void> => {
    const opened = await openFrontCamera();
    if (!opened.ok) {
      sendBack({ type: 'CAMERA_FAILED', problem: opened.problem } satisfies VideoVerificationEvent);
      return;
    }
    // The machine moved on while the permission prompt was up: nobody will show this camera.
    if (released) {
      closeCamera(opened.camera);
      return;
    }
    camera = opened.camera;
    sendBack({ type: 'CAMERA_READY', camera: opened.camera } satisfies VideoVerificationEvent);
  };
  const stopWaiting = whenCameraScreenShown(() => void open());
  return () => {
    released = true;
    stopWaiting();
    if (camera) closeCamera(camera);
  };
});

/** MediaRecorder on the open camera until the machine says STOP; the clip comes back as VIDEO_RECORDED. */
export const recorderActor = fromCallback<RecorderCommand, { camera: CameraHandle }>(({ input, sendBack, receive }) => {
  const mimeType = recordingType();
  if (!mimeType) {
    sendBack({ type: 'RECORDING_FAILED', message: NO_RECORDER_MESSAGE } satisfies VideoVerificationEvent);
    return undefined;
  }
  const chunks: Blob[] = [];
  const recorder = new MediaRecorder(input.camera.stream, { mimeType });
  let finished = false;
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => {
    if (finished) return;
    finished = true;
    sendBack({
      type: 'VIDEO_RECORDED',
      video: new Blob(chunks, { type: containerOf(mimeType) }),
    } satisfies VideoVerificationEvent);
  };
  recorder.onerror = () => {
    finished = true;
    sendBack({
      type: 'RECORDING_FAILED',
      message: 'The recording stopped unexpectedly. Please record again.',
    } satisfies VideoVerificationEvent);
  };
  recorder.start();
  receive((command) => {
    if (command.type === 'STOP' && recorder.state !== 'inactive') recorder.stop();
  });
  return () => {
    // Leaving mid-clip (skip, the parent stopping): drop the recording, it is nobody's any more.
    finished = true;
    if (recorder.state !== 'inactive') recorder.stop();
  };
});

/** The videoVerification machine's actors with the app's API client. */
export function createVideoVerificationActors(client: ApiClient) {
  return {
    camera: cameraActor,
    recordVideo: recorderActor,
    uploadSelfie: fromPromise<VideoVerificationAnswer, UploadSelfieInput>(async ({ input }) => {
      const answer = await uploadSelfie(client, { file: asFile(input.photo, 'selfie') });
      return { application: answer.application };
    }),
    uploadVideo: fromPromise<VideoVerificationAnswer, UploadVideoInput>(async ({ input }) => {
      const answer = await uploadVerificationVideo(client, { file: asFile(input.video, 'video') });
      return { application: answer.application };
    }),
    skipVideo: fromPromise<VideoVerificationAnswer, { applicationId: string }>(async () => {
      const answer = await skipVideoVerification(client);
      return { application: answer.application };
    }),
  };
}
