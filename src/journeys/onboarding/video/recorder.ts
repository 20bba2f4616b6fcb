// MediaRecorder for the clip: WebM where the browser can make it (the lender takes WebM or
// MP4), MP4 on Safari, which records no WebM.

const CANDIDATE_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4',
] as const;

export const NO_RECORDER_MESSAGE = 'This browser cannot record video. Please choose a video from your device instead.';

export function recordingType(recorder: typeof MediaRecorder | undefined = globalThis.MediaRecorder): string | null {
  if (!recorder) return null;
  return CANDIDATE_TYPES.find((type) => recorder.isTypeSupported(type)) ?? null;
}

/** The container part of a recorder MIME type, e.g. 'video/webm' from 'video/webm;codecs=vp8'. */
export function containerOf(mimeType: string): string {
  return mimeType.split(';')[0]?.trim() || 'video/webm';
}

export function fileNameFor(blob: Blob, base: string): string {
  const type = containerOf(blob.type);
  const extension =
    type === 'video/mp4' ? 'mp4' : type === 'video/webm' ? 'webm' : type === 'image/png' ? 'png' : 'jpg';
  return `${base}.${extension}`;
}
