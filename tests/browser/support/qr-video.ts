import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/**
 * A camera clip showing `text` as a QR code (two frames, looped by Chromium), in the temp folder
 * under a name made from the text: written once, whole (a rename), so runs and workers reading it
 * at the same time never see half a file and runs leave one file, not one each.
 */
export function qrVideo(text: string): string {
  const name = createHash('sha256').update(`${WIDTH}x${HEIGHT}:${SCALE}:${text}`).digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), `saakh-upi-code-${name}.y4m`);
  if (existsSync(file)) return file;
  const frame = frameOf(text);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.concat([header, frame, frame]));
  renameSync(partial, file);
  return file;
}

/** The same code as a PNG photo. */
export function qrPhoto(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: QUIET, scale: SCALE });
}
