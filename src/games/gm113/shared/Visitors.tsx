import { css } from '@linaria/core';
import { colors } from '../../../ui/tokens';

/** The visitors' looks: a body colour and what sits on its head. Original art, drawn here. */
const LOOKS = [
  { body: '#ffb347', belly: '#ffe0b0', top: 'antenna' },
  { body: '#7ad7f0', belly: '#d3f3fb', top: 'leaf' },
  { body: '#c39bff', belly: '#ece0ff', top: 'hat' },
  { body: '#8be08b', belly: '#dcf8dc', top: 'ears' },
  { body: '#ff8fa3', belly: '#ffdbe2', top: 'bow' },
  { body: '#ffe066', belly: '#fff5c4', top: 'star' },
] as const;
export const VISITOR_LOOKS = LOOKS.length;

const symbolId = (i: number) => `gm113-visitor-${i % LOOKS.length}`;

function Topper({ kind, color }: { kind: (typeof LOOKS)[number]['top']; color: string }) {
  switch (kind) {
    case 'antenna':
      return (
        <>
          <path d="M20 12V4" stroke={colors.ink} strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="20" cy="4" r="3" fill={colors.accent} stroke={colors.ink} strokeWidth="1.2" />
        </>
      );
    case 'leaf':
      return <path d="M20 12c0-6 4-9 9-9-1 5-4 8-9 9z" fill="#4cc38a" stroke={colors.ink} strokeWidth="1.2" strokeLinejoin="round" />;
    case 'hat':
      return (
        <>
          <rect x="13" y="3" width="14" height="9" rx="2" fill={colors.ink} />
          <rect x="9" y="10.5" width="22" height="3" rx="1.5" fill={colors.ink} />
          <rect x="13" y="8" width="14" height="2" fill={colors.right} />
        </>
      );
    case 'ears':
      return <path d="M9 16l2-12 7 8zM31 16l-2-12-7 8z" fill={color} stroke={colors.ink} strokeWidth="1.2" strokeLinejoin="round" />;
    case 'bow':
      return <path d="M20 11l-8-5v10zM20 11l8-5v10z" fill="#ff5fa2" stroke={colors.ink} strokeWidth="1.2" strokeLinejoin="round" />;
    case 'star':
      return (
        <path
          d="M20 1.5l2.4 5 5.4.6-4 3.7 1.1 5.3-4.9-2.7-4.9 2.7 1.1-5.3-4-3.7 5.4-.6z"
          fill="#fff"
          stroke={colors.ink}
          strokeWidth="1.1"
          strokeLinejoin="round"
        />
      );
  }
}

/**
 * The visitors' drawings, once per page: every crowd uses them by reference (`<use>`), so a crowd
 * of a hundred is a hundred small elements, not a hundred drawings.
 */
export function VisitorDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
      <defs>
        {LOOKS.map((l, i) => (
          <symbol key={i} id={symbolId(i)} viewBox="0 0 40 44">
            <ellipse cx="20" cy="42" rx="12" ry="2" fill="rgba(0,0,0,0.25)" />
            <ellipse cx="13" cy="40" rx="5" ry="3" fill={l.body} stroke={colors.ink} strokeWidth="1.2" />
            <ellipse cx="27" cy="40" rx="5" ry="3" fill={l.body} stroke={colors.ink} strokeWidth="1.2" />
            <Topper kind={l.top} color={l.body} />
            <circle cx="20" cy="26" r="15" fill={l.body} stroke={colors.ink} strokeWidth="1.4" />
            <ellipse cx="20" cy="31" rx="9" ry="7" fill={l.belly} />
            <circle cx="14.5" cy="23" r="4" fill="#fff" />
            <circle cx="25.5" cy="23" r="4" fill="#fff" />
            <circle cx="15.2" cy="23.6" r="2" fill={colors.ink} />
            <circle cx="26.2" cy="23.6" r="2" fill={colors.ink} />
            <path d="M17 30q3 2.6 6 0" stroke={colors.ink} strokeWidth="1.4" fill="none" strokeLinecap="round" />
            <circle cx="10.5" cy="29" r="2" fill="#ff7a9a" opacity="0.6" />
            <circle cx="29.5" cy="29" r="2" fill="#ff7a9a" opacity="0.6" />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

/** One visitor, drawn on its own (for a count or a badge). */
export function VisitorIcon({ look = 0, size }: { look?: number; size: string }) {
  return (
    <svg viewBox="0 0 40 44" style={{ width: size, height: 'auto' }} aria-hidden="true">
      <use href={`#${symbolId(look)}`} />
    </svg>
  );
}

const crowdBox = css`
  position: relative;
  width: 100%;
  height: 100%;
  svg {
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  use[data-fresh='true'] {
    animation: gm113-arrive 0.9s cubic-bezier(0.34, 1.56, 0.64, 1) both;
    transform-box: fill-box;
    transform-origin: 50% 100%;
  }
  @keyframes gm113-arrive {
    from {
      transform: translateY(-120%) scale(0.4);
      opacity: 0;
    }
    60% {
      opacity: 1;
    }
    to {
      transform: none;
      opacity: 1;
    }
  }
`;
const more = css`
  position: absolute;
  left: 50%;
  bottom: 0;
  transform: translate(-50%, 60%);
  padding: 0.2em 0.6em;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  font-weight: 800;
`;

/**
 * A team's crowd of visitors, packed from the bottom in staggered rows that shrink as it grows, so
 * a hundred fit; beyond `max` drawn, a count says how many more. The newest `fresh` arrive with a hop.
 * `from` mirrors it: the crowd fills from that side (each team's crowd grows outward from the middle).
 */
export function Crowd({
  count,
  fresh = 0,
  max = 120,
  from = 'left',
  aspect = 1,
}: {
  count: number;
  fresh?: number;
  max?: number;
  from?: 'left' | 'right';
  aspect?: number;
}) {
  const shown = Math.min(count, max);
  const height = 100 / aspect;
  // The fewest columns whose staggered rows (each visitor 1 wide, 1.1 tall, rows overlapping by
  // nearly half) stack inside the box: the biggest visitors that fit.
  let cols = 4;
  const rowsHeight = (c: number) => (100 / (c + 0.5)) * 1.1 * (1 + (Math.ceil(shown / c) - 1) * 0.62);
  while (rowsHeight(cols) > height) cols++;
  // Half a visitor's room is kept for the odd rows' stagger.
  const w = 100 / (cols + 0.5);
  const h = w * 1.1;
  const items = [];
  for (let i = 0; i < shown; i++) {
    const row = Math.floor(i / cols);
    const col = i % cols;
    const stagger = row % 2 ? w / 2 : 0;
    const x = from === 'left' ? col * w + stagger : 100 - (col + 1) * w - stagger;
    const y = height - h - row * h * 0.62;
    items.push(
      <use
        key={i}
        href={`#${symbolId(i)}`}
        x={x.toFixed(2)}
        y={y.toFixed(2)}
        width={w.toFixed(2)}
        height={h.toFixed(2)}
        data-fresh={i >= count - fresh}
        style={i >= count - fresh ? { animationDelay: `${((i - (count - fresh)) * 0.18).toFixed(2)}s` } : undefined}
      />,
    );
  }
  return (
    <div className={crowdBox} data-testid="crowd" data-count={count}>
      <svg viewBox={`0 0 100 ${height.toFixed(2)}`} preserveAspectRatio="xMidYMax meet" aria-hidden="true">
        {items}
      </svg>
      {count > shown && <span className={more}>+{count - shown}</span>}
    </div>
  );
}
