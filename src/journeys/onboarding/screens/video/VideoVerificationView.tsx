import { useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { videoVerificationMachine } from '../../../../../machines/onboarding/video-verification.machine.ts';
import { grabFrame } from '../../video/camera.ts';
import { showCameraScreen } from '../../video/camera-screen.ts';
import { Button, Loader } from '../../../../ui/index.ts';
import { FilePicker, UploadCard } from '../../../../kit/upload/UploadCard.tsx';
import * as uploadStyles from '../../../../kit/upload/upload-slot.css.ts';
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
  // The file chosen without a camera, and whether it was the video (after the selfie) or the selfie.
  const [choice, setChoice] = useState<{ file: File; video: boolean } | null>(null);
  const chosen = choice && choice.video === Boolean(snapshot?.context.selfieUploaded) ? choice.file : null;
  const chosenUrl = useObjectUrl(chosen);

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

  // Without a camera the selfie, then the video, is a file: shown in the upload card while it goes up.
  function choose(file: File) {
    if (!snapshot) return;
    setChoice({ file, video: snapshot.context.selfieUploaded });
    if (snapshot.context.selfieUploaded) send({ type: 'VIDEO_CHOSEN', video: file });
    else send({ type: 'PHOTO_CHOSEN', photo: file });
  }
  const uploading = snapshot.matches('uploadingSelfie') || snapshot.matches('uploadingVideo');
  const refused = snapshot.matches('selfieFailed') || snapshot.matches('videoFailed');

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

      {snapshot.matches('cameraDenied') || (chosen && (uploading || refused)) ? (
        <div className={styles.actions}>
          {snapshot.matches('cameraDenied') ? (
            <>
              <p className={styles.lead}>
                {context.cameraProblem === 'denied'
                  ? 'Camera access is blocked. Allow the camera for this site in your browser’s settings ' +
                    '(the camera icon in the address bar), then press Retry.'
                  : 'We could not find a camera on this device. You can choose a file instead.'}
              </p>
              <Button fullWidth onClick={() => send({ type: 'RETRY' })}>
                Retry
              </Button>
            </>
          ) : null}
          <UploadCard
            label={context.selfieUploaded ? 'A video of yourself' : 'A photo of your face'}
            hint={context.selfieUploaded ? 'Say your full name in it.' : 'Take it in good light.'}
          >
            {chosenUrl && chosen?.type.startsWith('image/') ? (
              <img className={styles.still} src={chosenUrl} alt="The photo you chose" />
            ) : null}
            {chosenUrl && chosen?.type.startsWith('video/') ? (
              <video
                className={styles.still}
                src={chosenUrl}
                controls
                muted
                playsInline
                aria-label="The video you chose"
              />
            ) : null}
            {chosen ? <p className={uploadStyles.fileName}>{chosen.name}</p> : null}
            {uploading || refused ? null : (
              <FilePicker
                action={
                  context.selfieUploaded
                    ? 'Choose a video of yourself (WebM or MP4)'
                    : 'Choose a photo of your face (JPEG or PNG)'
                }
                accept={context.selfieUploaded ? 'video/webm,video/mp4' : 'image/jpeg,image/png'}
                onChoose={choose}
              />
            )}
          </UploadCard>
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
