import { css, cx } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../protocol/enums';
import { colors, fonts } from '../../../ui/tokens';
import type { Zones } from '../rules/views';

/** One mark on the timeline: a step's signed error (ms; null: never done), whose it is. */
export type Mark = { key: string; error: number | null; team: Team | null; label?: string; mine?: boolean; photo?: string | null };

const box = css`
  --dot: 3.2vw;
  --bar: 5vw;
  position: relative;
  width: 100%;
  font-family: ${fonts.display};
`;
const lane = css`
  position: relative;
  height: calc(var(--rows) * var(--dot) * 1.05 + var(--label-room, 0px));
`;
const bar = css`
  position: relative;
  height: var(--bar);
  border-radius: calc(var(--bar) / 2);
  overflow: hidden;
  display: flex;
  box-shadow: inset 0 -0.3em 0 rgba(0, 0, 0, 0.25);
  [data-zone] {
    height: 100%;
  }
  [data-zone='raw'] {
    background: repeating-linear-gradient(135deg, #ff7c93 0 10px, #f2607b 10px 20px);
  }
  [data-zone='good'] {
    background: #7fd18b;
  }
  [data-zone='perfect'] {
    background: ${colors.accent};
  }
  [data-zone='burnt'] {
    background: repeating-linear-gradient(135deg, #4a3426 0 10px, #36261c 10px 20px);
  }
`;
const targetLine = css`
  position: absolute;
  left: 50%;
  top: 0;
  bottom: 0;
  width: 0.35em;
  margin-left: -0.175em;
  background: #fff;
  border-radius: 0.2em;
`;
const legend = css`
  position: relative;
  display: flex;
  justify-content: space-between;
  margin-top: 0.35em;
  font-size: var(--legend, 3.4vw);
  color: ${colors.textDim};
  span:nth-child(1) {
    color: #ff8aa0;
  }
  span:nth-child(2) {
    color: ${colors.accent};
  }
  span:nth-child(3) {
    color: #c79a7a;
  }
`;
/** The zone names inside the bar (the big screen, where marks crowd both of its sides). */
const inBar = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 1.2em;
  font-size: var(--legend, 3.4vw);
  color: #fff;
  text-shadow: 0 0.1em 0.2em rgba(0, 0, 0, 0.6);
  pointer-events: none;
  span:nth-child(2) {
    color: ${colors.ink};
    text-shadow: none;
  }
`;
const dot = css`
  position: absolute;
  width: var(--dot);
  height: var(--dot);
  margin-left: calc(var(--dot) / -2);
  border-radius: 50%;
  border: calc(var(--dot) * 0.14) solid #fff;
  background: ${colors.noTeam} center / cover;
  box-shadow: 0 0.15em 0.3em rgba(0, 0, 0, 0.35);
  &[data-team='left'] {
    background-color: ${colors.left};
  }
  &[data-team='right'] {
    background-color: ${colors.right};
  }
  &[data-mine='true'] {
    border-color: ${colors.accent};
    z-index: 2;
  }
  &[data-never='true'] {
    border-style: dashed;
    opacity: 0.8;
  }
  span {
    position: absolute;
    left: 50%;
    bottom: 115%;
    transform: translateX(-50%);
    white-space: nowrap;
    font-size: var(--tag, 3.4vw);
    padding: 0.1em 0.5em;
    border-radius: 999px;
    background: rgba(18, 13, 36, 0.85);
    color: #fff;
  }
  &[data-below='true'] span {
    bottom: auto;
    top: 115%;
  }
`;

/** Where an error sits on the bar (0–100 %): the target in the middle, ±`maxErrorMs` at the ends; never done, the far burnt end. */
export function position(error: number | null, z: Zones): number {
  if (error === null) return 100;
  const e = Math.max(-z.maxErrorMs, Math.min(z.maxErrorMs, error));
  return ((e / z.maxErrorMs + 1) / 2) * 100;
}

/** Stacks marks into rows so none hides another (up to `maxRows`, then they overlap in the last). */
function stack(marks: readonly Mark[], z: Zones, gap: number, maxRows: number): { m: Mark; x: number; row: number }[] {
  const placed = marks.map((m) => ({ m, x: position(m.error, z), row: 0 })).sort((a, b) => a.x - b.x);
  const ends: number[] = [];
  for (const p of placed) {
    let row = ends.findIndex((end) => p.x - end >= gap);
    if (row < 0) row = ends.length < maxRows ? ends.length : ends.indexOf(Math.min(...ends));
    ends[row] = p.x;
    p.row = row;
  }
  return placed;
}

/**
 * The round's timeline: raw (too soon) on the left, just right and perfect round the target in the
 * middle, burnt on the right; each mark a dot (a face on the big screen), the left team's above the
 * bar and the right team's below when `lanes`.
 */
export function Timeline({
  marks,
  zones,
  lanes = false,
  gap = 4,
  maxRows = 6,
  dot: dotSize,
  className,
}: {
  marks: readonly Mark[];
  zones: Zones;
  lanes?: boolean;
  /** The least distance (% of the bar) between two marks in a row. */
  gap?: number;
  maxRows?: number;
  /** The size of a mark (a CSS length); the class's `--dot` when not given. */
  dot?: string;
  className?: string;
}) {
  const { t } = useTranslation('gm134');
  const z = zones;
  const ok = (z.okMs / z.maxErrorMs) * 50;
  const perfect = (z.perfectMs / z.maxErrorMs) * 50;
  const widths = { raw: 50 - ok, good: ok - perfect, perfect: 2 * perfect };
  const above = lanes ? marks.filter((m) => m.team !== 'right') : marks;
  const below = lanes ? marks.filter((m) => m.team === 'right') : [];
  const draw = (list: readonly Mark[], down: boolean) => {
    const placed = stack(list, z, gap, maxRows);
    const rows = Math.max(1, ...placed.map((p) => p.row + 1));
    const labelled = list.some((m) => m.label);
    return (
      <div
        className={lane}
        style={{ '--rows': rows, '--label-room': labelled ? '2.2em' : '0px' } as CSSProperties}
        data-testid={down ? 'lane-right' : 'lane-left'}
      >
        {placed.map(({ m, x, row }) => (
          <div
            key={m.key}
            className={dot}
            data-team={m.team ?? 'none'}
            data-mine={!!m.mine}
            data-never={m.error === null}
            data-below={down}
            data-testid="mark"
            style={{
              left: `${x}%`,
              [down ? 'top' : 'bottom']: `calc(${row} * var(--dot) * 1.05)`,
              backgroundImage: m.photo ? `url(${m.photo})` : undefined,
            }}
          >
            {m.label && <span>{m.label}</span>}
          </div>
        ))}
      </div>
    );
  };
  return (
    <div className={cx(box, className)} style={dotSize ? ({ '--dot': dotSize } as CSSProperties) : undefined} data-testid="timeline">
      {draw(above, false)}
      <div className={bar}>
        <div data-zone="raw" style={{ width: `${widths.raw}%` }} />
        <div data-zone="good" style={{ width: `${widths.good}%` }} />
        <div data-zone="perfect" style={{ width: `${widths.perfect}%` }} />
        <div data-zone="good" style={{ width: `${widths.good}%` }} />
        <div data-zone="burnt" style={{ width: `${widths.raw}%` }} />
        <div className={targetLine} />
        {lanes && (
          <div className={inBar}>
            <span>{t('Zone_Raw_00')}</span>
            <span>{t('Zone_Right_00')}</span>
            <span>{t('Zone_Burnt_00')}</span>
          </div>
        )}
      </div>
      {lanes ? (
        draw(below, true)
      ) : (
        <div className={legend}>
          <span>{t('Zone_Raw_00')}</span>
          <span>{t('Zone_Right_00')}</span>
          <span>{t('Zone_Burnt_00')}</span>
        </div>
      )}
    </div>
  );
}
