import { deflateSync } from 'node:zlib';

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG of `width` × `height`: a hue gradient with a little noise (a selfie stand-in the media worker can decode). */
export function png(width: number, height: number, hue: number): Buffer {
  const rows: Buffer[] = [];
  let x = (hue + 1) * 2654435761;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let i = 0; i < width; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      const n = (x >>> 28) - 8;
      const h = (hue + (i + y) / (width + height)) % 1;
      row[1 + i * 3] = Math.max(0, Math.min(255, 128 + 100 * Math.cos(2 * Math.PI * h) + n));
      row[2 + i * 3] = Math.max(0, Math.min(255, 128 + 100 * Math.cos(2 * Math.PI * (h - 1 / 3)) + n));
      row[3 + i * 3] = Math.max(0, Math.min(255, 128 + 100 * Math.cos(2 * Math.PI * (h - 2 / 3)) + n));
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const small = new Map<number, string>();
/** A small PNG data URL (a note's drawing, a shot), one per seed. */
export function tinyPng(seed: number): string {
  let url = small.get(seed);
  if (!url) small.set(seed, (url = `data:image/png;base64,${png(48, 48, (seed % 12) / 12).toString('base64')}`));
  return url;
}
