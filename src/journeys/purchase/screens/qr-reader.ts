// Reading a UPI QR code in the browser: the platform's BarcodeDetector where it exists (Chrome on
// Android, macOS and ChromeOS, Safari 17+). Where it does not (desktop Linux, Firefox), the scan
// screen offers pasting the code's upi://pay link instead; a well-kept decoder (jsQR) would read
// the camera and photos there too, and is asked for in the purchase journey's notes.

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}

type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof found === 'function' ? found : null;
}

/** Whether this browser can read a QR code from the camera or a photo. */
export function canReadCodes(): boolean {
  return detectorClass() !== null;
}

/** The text of the first QR code in `source`, or null when none is found. */
export async function readCode(source: ImageBitmapSource): Promise<string | null> {
  const Detector = detectorClass();
  if (!Detector) return null;
  const codes = await new Detector({ formats: ['qr_code'] }).detect(source);
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
