/**
 * Design tokens from SPEC.md §9, plus the palette and shapes the phone and host share.
 * Everything here is a build-time constant: Linaria interpolates it into static CSS.
 */

/** Team colours (§9: left green, right pink, no team purple) and the rest of the palette. */
export const colors = {
  left: '#2fbf71',
  leftDeep: '#16864a',
  leftSoft: '#c9f5dc',
  right: '#ff5fa2',
  rightDeep: '#c22a6c',
  rightSoft: '#ffd6e8',
  noTeam: '#9b6bff',
  noTeamDeep: '#6a3fd1',
  noTeamSoft: '#e6dbff',
  bg: '#1b1530',
  bgDeep: '#120d24',
  bgRaised: '#2a2148',
  bgCard: '#342a5a',
  text: '#ffffff',
  textDim: '#c9c1e6',
  ink: '#221a3d',
  accent: '#ffd23f',
  accentDeep: '#c79a00',
  cyan: '#3fd0ff',
  cyanDeep: '#1593c2',
  orange: '#ff8a3d',
  danger: '#ff5a5a',
  dangerDeep: '#b82c2c',
  paper: '#fff8ec',
} as const;

export type Tone = 'accent' | 'left' | 'right' | 'noTeam' | 'cyan' | 'danger' | 'ghost' | 'paper';

/** Face and shadow (the chunky "pressable" edge) of each button tone. */
export const tones: Record<Tone, { face: string; edge: string; text: string }> = {
  accent: { face: colors.accent, edge: colors.accentDeep, text: colors.ink },
  left: { face: colors.left, edge: colors.leftDeep, text: '#fff' },
  right: { face: colors.right, edge: colors.rightDeep, text: '#fff' },
  noTeam: { face: colors.noTeam, edge: colors.noTeamDeep, text: '#fff' },
  cyan: { face: colors.cyan, edge: colors.cyanDeep, text: colors.ink },
  danger: { face: colors.danger, edge: colors.dangerDeep, text: '#fff' },
  ghost: { face: 'rgba(255,255,255,0.12)', edge: 'rgba(0,0,0,0.35)', text: '#fff' },
  paper: { face: colors.paper, edge: '#d9c9a8', text: colors.ink },
};

/** §9 layer order (z-index). */
export const layers = {
  background: -99,
  common: 99,
  inputOverlay: 100,
  dialog: 999,
  header: 1000,
  dialogFront: 1001,
  loading: 1002,
  fullOverlay: 1100,
  filter: 9999,
  debug: 10000,
} as const;

/**
 * Length units. `--vw` is 1vw on a phone and capped on tablets and desktops, where the phone UI
 * is a centred column (see `globals`); `--vh` likewise follows the dynamic viewport height.
 */
export const vw = (n: number): string => `calc(var(--vw) * ${n})`;
export const vh = (n: number): string => `calc(var(--vh) * ${n})`;
/** The widest the phone column gets on a tablet or desktop (px). */
export const phoneColumnMax = 520;

/** §9 font sizes: single-line 6.8vw, multi-line 6.0vw, list 4vw; landscape overlay text 5.3vmin. */
export const fontSizes = {
  single: vw(6.8),
  multi: vw(6.0),
  list: vw(4),
  small: vw(3.4),
  hero: vw(11),
  landscapeOverlay: '5.3vmin',
} as const;

/** §9 sizes: header menu height 8, guide text 13.6, holding finger 70 (in viewport units). */
export const sizes = {
  headerHeight: vh(8),
  guideText: vh(13.6),
  holdingFinger: vw(70),
  /** Rotate overlay icon: 45vmin wide, height = width × 0.822. */
  landscapeIconWidth: '45vmin',
  landscapeIconRatio: 0.822,
  radius: vw(5),
  radiusSmall: vw(3),
  touchMin: vw(15),
} as const;

/**
 * Font stacks. No web font is shipped (a CJK one is megabytes): each stack names fonts that phones
 * and computers already have. A CJK page puts its own language's system fonts before the system UI
 * font, so Han characters take that language's glyph forms (a Japanese font draws 骨 or 直 unlike a
 * Chinese one) and Hangul a Korean face; a Latin page keeps its system font and falls back to
 * Japanese fonts only for names written in CJK. The stack in force follows `<html lang>`
 * (`:root:lang(…)` in ui/styles.ts), which i18n/i18n.ts keeps equal to the page's language.
 */
export const cjkFonts = {
  ja: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Noto Sans CJK JP', 'Yu Gothic UI', 'Yu Gothic', Meiryo",
  ko: "'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic'",
  'zh-CN': "'PingFang SC', 'Noto Sans SC', 'Noto Sans CJK SC', 'Microsoft YaHei'",
  'zh-TW': "'PingFang TC', 'Noto Sans TC', 'Noto Sans CJK TC', 'Microsoft JhengHei'",
} as const;
export type Script = 'latin' | keyof typeof cjkFonts;

const systemUi = "system-ui, -apple-system, 'Segoe UI', Roboto";
const lead = {
  body: "'Nunito', 'Arial Rounded MT Bold'",
  display: "'Fredoka', 'Baloo 2', 'Arial Rounded MT Bold'",
} as const;
/** Japanese has rounded faces of its own, for its headings and body alike. */
const roundedJa = "'M PLUS Rounded 1c', 'Hiragino Maru Gothic ProN'";

/** The whole font-family list for body or display text on a page in the given script. */
export function fontStack(kind: keyof typeof lead, script: Script): string {
  if (script === 'latin') return [lead[kind], systemUi, cjkFonts.ja, 'sans-serif'].join(', ');
  // Japanese rounded faces have Latin letters too: they lead body text and follow display's Latin faces.
  const ownRounded = script === 'ja' ? [roundedJa] : [];
  const first = kind === 'body' ? [...ownRounded, lead.body] : [lead.display, ...ownRounded];
  return [...first, cjkFonts[script], systemUi, 'sans-serif'].join(', ');
}

/** What components write: the stacks themselves are set on :root per language. */
export const fonts = {
  body: 'var(--font-body)',
  display: 'var(--font-display)',
} as const;

/** §9: disabled buttons are drawn at 40 % opacity. */
export const disabledOpacity = 0.4;

/** §9: a pressed button stays locked about 183 frames of 1/60 s, so a double tap sends once. */
export const PRESS_LOCK_FRAMES = 183;
export const FRAME_MS = 1000 / 60;
export const PRESS_LOCK_MS = Math.round(PRESS_LOCK_FRAMES * FRAME_MS);

/** §2, §9: the rotate overlay's portrait aspect threshold, zoom flag and tablet test. */
export const ASPECT_THRESHOLD = 87 / 100;
export const ZOOM_THRESHOLD = 0.75;
export const TABLET_MIN_SIDE = 901;

/** §9 QR reader: scan every 500 ms on a 60 % crop; after a dialog, scanning resumes after 1 s. */
export const QR_SCAN_INTERVAL_MS = 500;
export const QR_CROP_RATIO = 0.6;
export const QR_RETRY_MS = 1000;

export const motionCurve = {
  pop: 'cubic-bezier(0.34, 1.56, 0.64, 1)',
  out: 'cubic-bezier(0.22, 1, 0.36, 1)',
} as const;

export const teamColor = (team: 'left' | 'right' | null | undefined): string =>
  team === 'left' ? colors.left : team === 'right' ? colors.right : colors.noTeam;
export const teamTone = (team: 'left' | 'right' | null | undefined): Tone => (team === 'left' ? 'left' : team === 'right' ? 'right' : 'noTeam');

/** The big screen's deeper shades of the team colours, for gradients and shadows (host only). */
export const hostColors = {
  leftDeep: '#178a4e',
  rightDeep: '#d1346f',
  noTeamDeep: '#6a3fd6',
  stageTop: '#2b1660',
  stageBottom: '#120a2b',
  gold: '#ffcf33',
  goldDeep: '#c98f00',
  online: '#3ee07f',
  offline: '#8b84a8',
} as const;
