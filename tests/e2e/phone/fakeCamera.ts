import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import QRCode from 'qrcode';

/**
 * A Y4M video (`text` null: an empty grey frame) (the format Chromium's `--use-file-for-fake-video-capture` reads) showing one QR
 * code in the middle of a grey frame: header, then raw YUV 4:2:0 frames. Chromium opens the file
 * when a page starts the camera, so rewriting it between camera sessions changes what is seen.
 */
export function writeQrY4m(file: string, text: string | null, width = 640, height = 480, frames = 2): void {
  const qr = text === null ? null : QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr?.modules.size ?? 0;
  const quiet = 4;
  // About 260 px with its quiet zone: well inside the 60 % centre square the reader decodes.
  const px = Math.max(2, Math.floor(260 / (n + quiet * 2)));
  const side = (n + quiet * 2) * px;
  const x0 = Math.floor((width - side) / 2),
    y0 = Math.floor((height - side) / 2);
  const y = new Uint8Array(width * height).fill(150);
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      const mx = Math.floor(col / px) - quiet,
        my = Math.floor(row / px) - quiet;
      if (!qr) continue;
      const dark = mx >= 0 && my >= 0 && mx < n && my < n && qr.modules.get(my, mx) === 1;
      y[(y0 + row) * width + x0 + col] = dark ? 20 : 235;
    }
  }
  const chroma = new Uint8Array((width / 2) * (height / 2)).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(y), Buffer.from(chroma), Buffer.from(chroma)]);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
