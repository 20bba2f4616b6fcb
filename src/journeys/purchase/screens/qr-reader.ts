// Reading a UPI QR code in the browser: the platform's BarcodeDetector where it exists and reads QR
// codes (Chrome on Android, macOS and ChromeOS, Safari 17+); elsewhere (desktop Linux, Firefox,
// older Android web views) jsQR on the picture drawn into a canvas (ADR 046). jsQR is loaded by
// `import()` on the first picture looked at, so it is in no bundle until a scan starts.

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}

type BarcodeDetectorClass = (new (options: { formats: string[] }) => BarcodeDetectorLike) & {
  getSupportedFormats?: () => Promise<string[]>;
};

/** A picture to look at: the camera's video, or a chosen photo. */
export type CodePicture = HTMLVideoElement | ImageBitmap;

/** A photo is looked at no larger than this (a 12 MP photo takes jsQR seconds; a code needs far fewer pixels). */
const MAX_SIDE = 1024;

function detectorClass(): BarcodeDetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof found === 'function' ? found : null;
}

/** The platform's detector when it reads QR codes, asked once; null sends every picture to jsQR. */
let platformDetector: Promise<BarcodeDetectorLike | null> | null = null;

function detector(): Promise<BarcodeDetectorLike | null> {
  platformDetector ??= (async () => {
    const Detector = detectorClass();
    if (!Detector) return null;
    const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  })().catch(() => null);
  return platformDetector;
}

/** Whether this browser can look at a picture for a code: the detector, or a canvas for jsQR. */
export function canReadCodes(): boolean {
  return detectorClass() !== null || typeof HTMLCanvasElement === 'function';
}

function sizeOf(picture: CodePicture): [number, number] {
  return picture instanceof HTMLVideoElement
    ? [picture.videoWidth, picture.videoHeight]
    : [picture.width, picture.height];
}

/** The picture's pixels, scaled down to MAX_SIDE, or null before the camera has a frame. */
function pixelsOf(picture: CodePicture): ImageData | null {
  const [width, height] = sizeOf(picture);
  if (width === 0 || height === 0) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(picture, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

async function readWithJsqr(picture: CodePicture): Promise<string | null> {
  const pixels = pixelsOf(picture);
  if (!pixels) return null;
  const { default: jsQR } = await import('jsqr');
  // A printed code is dark on light: the inverted pass would double the time of every look.
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** The text of the first QR code in `picture`, or null when none is found. */
export async function readCode(picture: CodePicture): Promise<string | null> {
  const platform = await detector();
  if (!platform) return readWithJsqr(picture);
  const codes = await platform.detect(picture);
  return codes[0]?.rawValue ?? null;
}

/** The text of the QR code in a photo, or null when it holds none. */
export async function readCodeInPhoto(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await readCode(bitmap);
  } finally {
    bitmap.close();
  }
}
