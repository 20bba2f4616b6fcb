import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { videoVerificationMachine } from '../../../machines/onboarding/video-verification.machine.ts';
import type {
  VideoVerificationContext,
  VideoVerificationInput,
} from '../../../machines/onboarding/video-verification.machine.ts';
import type { HomeResponse } from '../../../rules/home.ts';

// The plan the video-check browser paths replay: the journey's sample events
// (tests/support/events/video-verification-events.ts; support/video-media.ts makes the camera
// and recorder events happen on cue) where a browser can cause them. The applicant may skip
// (seeded `videoVerificationSkipAllowedByUser`), so every transition is reachable from one start.

// The machine reads the skip switch and the status from home; the rest of it does not matter here.
export const videoInput: VideoVerificationInput = {
  applicationId: 'planned',
  home: {
    videoVerificationSkipAllowedByUser: true,
    application: { status: { value: 'serviceabilityChecked' } },
  } as unknown as HomeResponse,
  flags: null,
};

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
