// The surface a PDF page is drawn on and turned into an image. Injected so the same unlock
// code runs in the browser (OffscreenCanvas or a <canvas>) and in Node tests (@napi-rs/canvas).

export type PageImageType = 'jpeg' | 'png';

export interface PageImage {
  readonly bytes: Uint8Array;
  readonly type: PageImageType;
}

export interface PageCanvas {
  /** Handed to pdfjs's `page.render({ canvas })`; anything with a 2D `getContext`. */
  readonly canvas: unknown;
  encode(): Promise<PageImage>;
  /** Frees the pixels now instead of whenever the GC runs; long statements have many pages. */
  release(): void;
}

export type PageCanvasFactory = (width: number, height: number) => PageCanvas;

// JPEG keeps a scanned page to tens of kilobytes where PNG can reach megabytes; 0.92 keeps
// small print legible at scale 1. pdfjs paints an opaque white background, so no alpha is lost.
const JPEG_QUALITY = 0.92;

async function blobBytes(blob: Blob | null): Promise<Uint8Array> {
  if (!blob) throw new Error('The page could not be turned into an image');
  return new Uint8Array(await blob.arrayBuffer());
}

/** OffscreenCanvas where the browser has it (no DOM node), else a detached <canvas>. */
export const browserPageCanvas: PageCanvasFactory = (width, height) => {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return {
      canvas,
      encode: async () => ({
        bytes: await blobBytes(await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY })),
        type: 'jpeg',
      }),
      release: () => {
        canvas.width = 0;
        canvas.height = 0;
      },
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    canvas,
    encode: () =>
      new Promise<PageImage>((resolve, reject) => {
        canvas.toBlob(
          (blob) => {
            blobBytes(blob).then((bytes) => resolve({ bytes, type: 'jpeg' }), reject);
          },
          'image/jpeg',
          JPEG_QUALITY,
        );
      }),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
};
