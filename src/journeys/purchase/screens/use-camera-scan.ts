import { useEffect, useRef, useState } from 'react';
import { canReadCodes, readCode } from './qr-reader.ts';

/** How often the camera's picture is looked at for a code. */
const LOOK_EVERY_MS = 400;

export type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unsupported';

/**
 * The back camera, started when the customer asks (`start`), shown in `videoRef` and read for a QR
 * code until one is found (`onCode` once); stopped when the screen leaves. Nothing is recorded.
 */
export function useCameraScan(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<() => void>(() => undefined);
  const [supported] = useState(() => canReadCodes() && typeof navigator.mediaDevices?.getUserMedia === 'function');
  const [camera, setCamera] = useState<Exclude<CameraState, 'unsupported'>>('off');

  useEffect(() => () => stopRef.current(), []);

  const start = () => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    stopRef.current = () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const look = async () => {
      const video = videoRef.current;
      if (stopped || !video || video.readyState < 2) return;
      const text = await readCode(video).catch(() => null);
      if (text && !stopped) {
        stopRef.current();
        onCode(text);
      }
    };
    setCamera('starting');
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        const video = videoRef.current;
        if (stopped || !video) return stopRef.current();
        video.srcObject = media;
        await video.play().catch(() => undefined);
        setCamera('on');
        timer = window.setInterval(() => void look(), LOOK_EVERY_MS);
      })
      .catch(() => setCamera('denied'));
  };

  return { videoRef, state: supported ? camera : ('unsupported' as const), start };
}
