import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { videoVerificationMachine } from '../../../../machines/onboarding/video-verification.machine.ts';
import { grabFrame } from '../../../journeys/onboarding/video/camera.ts';
import { showCameraScreen } from '../../../journeys/onboarding/video/camera-screen.ts';
import { Button, Loader } from '../../../ui/index.ts';
import * as styles from './video.css.ts';

export type VideoVerificationRef = ActorRefFrom<typeof videoVerificationMachine>;

/** What a failed upload or skip offers beside Retry: the step back to the camera. */
const FAILURES = [
  { state: 'selfieFailed', event: 'RETAKE', label: 'Retake' },
  { state: 'videoFailed', event: 'RECORD_AGAIN', label: 'Record again' },
  { state: 'skipFailed', event: 'CANCEL_SKIP', label: 'Back to the camera' },
] as const;

/** A URL for the still photo while it is shown; revoked when it changes or the screen goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * §2 video-verification: selfie, then a 5 s clip, each uploaded; files when there is no camera;
 * the clip skipped when allowed.
 */
export function VideoVerificationView({ video }: { video: VideoVerificationRef | null }) {
  const snapshot = useSelector(video ?? undefined, (current) => current);
  const previewRef = useRef<HTMLVideoElement>(null);
  const [grabError, setGrabError] = useState<string | null>(null);
  const stream = snapshot?.context.camera?.stream ?? null;
  const photoUrl = useObjectUrl(snapshot?.context.photo ?? null);

  // The step's camera waits for this screen (not the result page) before it asks for access.
  useEffect(() => showCameraScreen(), []);

  useEffect(() => {
    const element = previewRef.current;
    if (element && element.srcObject !== stream) element.srcObject = stream;
  });

  // A camera shows its first picture a moment after access is granted (longer on a cheap phone):
  // Take photo waits for it instead of answering a tap with "not ready".
  const [pictureReady, setPictureReady] = useState(false);
  const live = snapshot
    ? snapshot.matches({ camera: 'previewing' }) ||
      snapshot.matches({ camera: 'readyToRecord' }) ||
      snapshot.matches({ camera: 'recording' })
    : false;
  useEffect(() => {
    const element = previewRef.current;
    if (!live || !element) {
      setPictureReady(false);
      return;
    }
    const check = () => setPictureReady(element.videoWidth > 0);
    check();
    const events = ['loadeddata', 'playing', 'resize', 'emptied'] as const;
    for (const name of events) element.addEventListener(name, check);
    return () => {
      for (const name of events) element.removeEventListener(name, check);
    };
  }, [live, stream]);

  if (!video || !snapshot) return <Loader />;
  const { context } = snapshot;
  const send = video.send.bind(video);
  const skip =
    context.skipAllowed && context.selfieUploaded ? (
      <Button variant="link" disabled={!snapshot.can({ type: 'SKIP' })} onClick={() => send({ type: 'SKIP' })}>
        Skip for now
      </Button>
    ) : null;
  const error = context.error ?? grabError;
  const alert = error ? (
    <p role="alert" className={styles.alert}>
      {error}
    </p>
  ) : null;

  async function takePhoto() {
    if (!previewRef.current) return;
    try {
      setGrabError(null);
      send({ type: 'CAPTURE_PHOTO', photo: await grabFrame(previewRef.current) });
    } catch (failure) {
      setGrabError(failure instanceof Error ? failure.message : 'The photo could not be taken. Please try again.');
    }
  }

  const chosen = (type: 'PHOTO_CHOSEN' | 'VIDEO_CHOSEN') => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (type === 'PHOTO_CHOSEN') send({ type, photo: file });
    else send({ type, video: file });
  };

  const busyLabel = snapshot.matches('uploadingSelfie')
    ? 'Uploading your photo…'
    : snapshot.matches('uploadingVideo')
      ? 'Uploading your video…'
      : snapshot.matches('skipping')
        ? 'Skipping…'
        : snapshot.matches({ camera: 'requesting' })
          ? 'Waiting for camera access…'
          : null;

  return (
    <section className={styles.page} aria-labelledby="video-heading" aria-busy={busyLabel ? true : undefined}>
      <h1 id="video-heading" className={styles.heading}>
        Face and video verification
      </h1>
      <p className={styles.lead}>
        {context.selfieUploaded
          ? 'Now record a short video: look at the camera and say your full name.'
          : 'First, take a clear photo of your face in good light.'}
      </p>
      {alert}
      {live ? (
        <video ref={previewRef} className={styles.preview} autoPlay playsInline muted aria-label="Camera preview" />
      ) : null}
      {busyLabel ? <Loader lines={[busyLabel]} /> : null}

      {snapshot.matches({ camera: 'previewing' }) ? (
        <div className={styles.actions}>
          <Button
            fullWidth
            disabled={!pictureReady}
            aria-describedby={pictureReady ? undefined : 'camera-starting'}
            onClick={() => void takePhoto()}
          >
            Take photo
          </Button>
          {pictureReady ? null : (
            <p id="camera-starting" className={styles.lead} role="status">
              Starting the camera…
            </p>
          )}
          {skip}
        </div>
      ) : null}

      {snapshot.matches({ camera: 'photoCaptured' }) ? (
        <div className={styles.actions}>
          {photoUrl ? <img className={styles.still} src={photoUrl} alt="Your photo" /> : null}
          <Button fullWidth onClick={() => send({ type: 'USE_PHOTO' })}>
            Use photo
          </Button>
          <Button variant="secondary" fullWidth onClick={() => send({ type: 'RETAKE' })}>
            Retake
          </Button>
        </div>
      ) : null}

      {snapshot.matches({ camera: 'readyToRecord' }) ? (
        <div className={styles.actions}>
          <Button fullWidth onClick={() => send({ type: 'START_RECORDING' })}>
            Start recording
          </Button>
          {skip}
        </div>
      ) : null}

      {snapshot.matches({ camera: 'recording' }) ? (
        <p role="status" className={styles.lead}>
          Recording… say your full name.
        </p>
      ) : null}

      {snapshot.matches('cameraDenied') ? (
        <div className={styles.actions}>
          <p className={styles.lead}>
            {context.cameraProblem === 'denied'
              ? 'Camera access is blocked. Allow the camera for this site in your browser’s settings ' +
                '(the camera icon in the address bar), then press Retry.'
              : 'We could not find a camera on this device. You can choose a file instead.'}
          </p>
          <Button fullWidth onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
          {context.selfieUploaded ? (
            <label className={styles.fileLabel}>
              Choose a video of yourself (WebM or MP4)
              <input type="file" accept="video/webm,video/mp4" onChange={chosen('VIDEO_CHOSEN')} />
            </label>
          ) : (
            <label className={styles.fileLabel}>
              Choose a photo of your face (JPEG or PNG)
              <input type="file" accept="image/jpeg,image/png" onChange={chosen('PHOTO_CHOSEN')} />
            </label>
          )}
          {skip}
        </div>
      ) : null}

      {FAILURES.map(({ state, event, label }) =>
        snapshot.matches(state) ? (
          <div key={state} className={styles.actions}>
            <Button fullWidth onClick={() => send({ type: 'RETRY' })}>
              Retry
            </Button>
            <Button variant="secondary" fullWidth onClick={() => send({ type: event })}>
              {label}
            </Button>
          </div>
        ) : null,
      )}
    </section>
  );
}
