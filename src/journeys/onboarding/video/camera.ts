import { cameraProblemOf } from '../../../../machines/onboarding/video-verification.machine.ts';
import type { CameraHandle, CameraProblem } from '../../../../machines/onboarding/video-verification.machine.ts';

// getUserMedia with the front camera. The clip carries the applicant's voice when there is a
// microphone; a device without one still gives a silent clip rather than no check at all.

export type OpenedCamera = { ok: true; camera: CameraHandle } | { ok: false; problem: CameraProblem };

export async function openFrontCamera(
  media: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
): Promise<OpenedCamera> {
  if (!media?.getUserMedia) return { ok: false, problem: 'missing' };
  try {
    return { ok: true, camera: { stream: await media.getUserMedia({ video: { facingMode: 'user' }, audio: true }) } };
  } catch (error) {
    if (cameraProblemOf(error) !== 'missing') return { ok: false, problem: cameraProblemOf(error) };
  }
  try {
    return { ok: true, camera: { stream: await media.getUserMedia({ video: { facingMode: 'user' }, audio: false }) } };
  } catch (error) {
    return { ok: false, problem: cameraProblemOf(error) };
  }
}

export function closeCamera(camera: CameraHandle): void {
  for (const track of camera.stream.getTracks()) track.stop();
}

/** The current frame of a playing <video> as a JPEG, the selfie the lender checks. */
export function grabFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0)
    return Promise.reject(new Error('The camera picture is not ready yet. Please try again.'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be taken. Please try again.'))),
      'image/jpeg',
      0.92,
    );
  });
}
