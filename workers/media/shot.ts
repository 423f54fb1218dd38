import { rgbDistance, scoreFromDistance, type DistanceScale, type Rgb } from './ciede2000.shared';
import { analyzeColors, type ColorAnalysis } from './colors';

/** A photo-game shot measured against its target colour (gm121). */
export type ShotAnalysis = ColorAnalysis & { deltaE: number; score: number };

export type ShotOptions = DistanceScale & {
  target: Rgb;
  /** The centre crop judged, as a share of the shorter side. */
  centre: number;
  bins?: number;
};

/**
 * The median colour of the photo's centre, its CIEDE2000 distance to the target and the 0–100
 * score, with the hue histogram (pure, on RGBA pixels: the media worker runs it on a downscaled
 * frame; Node tests on synthetic ones). The server scores the median again: this is the phone's
 * instant answer.
 */
export function analyzeShot(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, o: ShotOptions): ShotAnalysis {
  const colours = analyzeColors(rgba, width, height, { centre: o.centre, ...(o.bins ? { bins: o.bins } : {}) });
  const deltaE = rgbDistance(colours.median, o.target);
  return { ...colours, deltaE, score: scoreFromDistance(deltaE, o) };
}
