/**
 * The QR scan region (SPEC.md §2, §9): a centred square of 60 % of the video width, brought down
 * to about 400 px before decoding. jsQR's cost grows with the pixel count, and a QR code held in
 * front of the camera fills the middle of the frame anyway.
 */
export const QR_CROP_RATIO = 0.6;
export const QR_MAX_SIDE = 400;

export type Crop = { sx: number; sy: number; side: number; out: number };

export function scanCrop(width: number, height: number, ratio = QR_CROP_RATIO, maxSide = QR_MAX_SIDE): Crop {
  const side = Math.max(1, Math.min(Math.round(width * ratio), height));
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side, out: Math.min(side, maxSide) };
}

/**
 * Crop and area-average downscale of RGBA pixels in plain JS: the fallback where OffscreenCanvas
 * has no 2D context (Safari before 16.4), and what the Node benchmark measures.
 */
export function cropDownscale(rgba: Uint8ClampedArray, width: number, crop: Crop): Uint8ClampedArray {
  const { sx, sy, side, out } = crop;
  const dst = new Uint8ClampedArray(out * out * 4);
  const scale = side / out;
  for (let oy = 0; oy < out; oy++) {
    const y0 = sy + Math.floor(oy * scale),
      y1 = Math.max(y0 + 1, sy + Math.floor((oy + 1) * scale));
    for (let ox = 0; ox < out; ox++) {
      const x0 = sx + Math.floor(ox * scale),
        x1 = Math.max(x0 + 1, sx + Math.floor((ox + 1) * scale));
      let r = 0,
        g = 0,
        b = 0;
      for (let y = y0; y < y1; y++) {
        let p = (y * width + x0) * 4;
        for (let x = x0; x < x1; x++, p += 4) {
          r += rgba[p]!;
          g += rgba[p + 1]!;
          b += rgba[p + 2]!;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const q = (oy * out + ox) * 4;
      dst[q] = r / n;
      dst[q + 1] = g / n;
      dst[q + 2] = b / n;
      dst[q + 3] = 255;
    }
  }
  return dst;
}
