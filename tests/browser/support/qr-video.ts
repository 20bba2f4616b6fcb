import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

// A real QR code, drawn by the qrcode package, as the picture of Chromium's fake camera: a Y4M file
// (YUV4MPEG2, I420) that `--use-file-for-fake-video-capture` plays in a loop. Nothing checked in:
// the code is made from the text each run.

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per module, and the quiet zone in modules the QR standard asks for around the code. */
const SCALE = 6;
const QUIET = 4;

/** One I420 frame: the code dark on white, centred; the colour planes neutral grey. */
function frameOf(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET) * SCALE;
  if (side > HEIGHT) throw new Error(`the code is ${side} px, the frame ${HEIGHT}`);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - modules.size * SCALE) / 2);
  const top = Math.floor((HEIGHT - modules.size * SCALE) / 2);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < SCALE; y += 1) {
        const start = (top + row * SCALE + y) * WIDTH + left + column * SCALE;
        luma.fill(16, start, start + SCALE);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/** Writes a camera clip showing `text` as a QR code to `file` (two frames, looped by Chromium). */
export function writeQrVideo(file: string, text: string): void {
  const frame = frameOf(text);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
}

/** The same code as a PNG photo. */
export function qrPhoto(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: QUIET, scale: SCALE });
}
