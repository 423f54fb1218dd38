import { ASPECT_THRESHOLD, TABLET_MIN_SIDE, ZOOM_THRESHOLD } from '../../ui/tokens';

export type OrientationType = 'portrait-primary' | 'portrait-secondary' | 'landscape-primary' | 'landscape-secondary';

export type ViewportReading = {
  /** Layout viewport (innerWidth/innerHeight). */
  width: number;
  height: number;
  /** `screen.orientation.type`, when the browser has it. */
  type: string | null;
  /** `screen.orientation.angle` or the legacy `window.orientation`. */
  angle: number | null;
  screenWidth: number;
  screenHeight: number;
  /** Visual viewport (pinch zoom, on-screen keyboard). */
  visualWidth: number;
  visualHeight: number;
};

export type OrientationState = {
  orientation: OrientationType;
  landscape: boolean;
  reversed: boolean;
  /** Portrait, but wider than 87/100. */
  tooWide: boolean;
  /** §4: the visual viewport is under 75 % of the screen in width or height. */
  zoomed: boolean;
  /** §9: a screen side above 901 px (both sides: tablets and desktops). */
  tablet: boolean;
  /** §2: show the rotate-device overlay. */
  showRotate: boolean;
};

/**
 * SPEC.md §2 rotate-device overlay: shown in landscape, when portrait but wider than 87/100, or
 * when the orientation is reported reversed. A zoomed page (pinch zoom, or the keyboard taking
 * half the screen) is not judged by its aspect ratio; a tablet-sized screen is not asked to rotate.
 */
export function evaluateOrientation(r: ViewportReading): OrientationState {
  const zoomed = r.visualWidth < r.screenWidth * ZOOM_THRESHOLD || r.visualHeight < r.screenHeight * ZOOM_THRESHOLD;
  const tablet = Math.min(r.screenWidth, r.screenHeight) > TABLET_MIN_SIDE;
  const wide = r.width > r.height;
  const typed = r.type && /^(portrait|landscape)-(primary|secondary)$/.test(r.type) ? (r.type as OrientationType) : null;
  const landscape = typed ? typed.startsWith('landscape') || (wide && !zoomed) : wide || r.angle === 90 || r.angle === -90 || r.angle === 270;
  const reversed = typed === 'portrait-secondary' || (!typed && r.angle === 180);
  const orientation: OrientationType = landscape
    ? typed?.startsWith('landscape')
      ? typed
      : 'landscape-primary'
    : reversed
      ? 'portrait-secondary'
      : 'portrait-primary';
  const tooWide = !landscape && !zoomed && r.height > 0 && r.width / r.height > ASPECT_THRESHOLD;
  return { orientation, landscape, reversed, tooWide, zoomed, tablet, showRotate: !tablet && (landscape || reversed || tooWide) };
}

export function readViewport(): ViewportReading {
  const so = typeof screen !== 'undefined' ? screen.orientation : undefined;
  const legacy = (window as unknown as { orientation?: number }).orientation;
  const vv = window.visualViewport;
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    type: so?.type ?? null,
    angle: so?.angle ?? (typeof legacy === 'number' ? legacy : null),
    screenWidth: screen.width,
    screenHeight: screen.height,
    visualWidth: vv ? vv.width : window.innerWidth,
    visualHeight: vv ? vv.height : window.innerHeight,
  };
}
