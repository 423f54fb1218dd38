import type { CSSProperties } from 'react';
import { ITEM_COLORS, kindOf, type Item, type SlotKind } from './menu';

/**
 * Order memo's art, drawn in code (original): cones, scoops and toppings, a whole ice cream built
 * from an order (empty slots dashed, wrong ones crossed out), the customers, stars, a pencil.
 */

function ConeShape({ item, x = 50, y = 104, w = 44 }: { item: Item | null; x?: number; y?: number; w?: number }) {
  const h = w * 1.15;
  const l = x - w / 2,
    r = x + w / 2;
  if (item === null)
    return <path d={`M${l} ${y} L${r} ${y} L${x} ${y + h} Z`} fill="none" stroke="#fff" strokeOpacity={0.45} strokeWidth={2} strokeDasharray="5 4" />;
  const c = ITEM_COLORS[item];
  if (item === 'cup')
    return (
      <g>
        <path d={`M${l - 2} ${y} L${r + 2} ${y} L${r - 7} ${y + h * 0.7} L${l + 7} ${y + h * 0.7} Z`} fill="#f7f7fb" stroke="#b9b4d6" strokeWidth={2} />
        <path d={`M${l + 2} ${y + 10} L${r - 2} ${y + 10}`} stroke="#ff5fa2" strokeWidth={4} />
        <path d={`M${l + 4} ${y + 20} L${r - 4} ${y + 20}`} stroke="#3fd0ff" strokeWidth={3} />
      </g>
    );
  return (
    <g>
      <path d={`M${l} ${y} L${r} ${y} L${x} ${y + h} Z`} fill={c} stroke="rgba(0,0,0,0.25)" strokeWidth={1.5} />
      {item === 'waffle' &&
        [0.2, 0.45, 0.7].map((k) => (
          <g key={k} stroke="rgba(90,50,10,0.45)" strokeWidth={1.6}>
            <path d={`M${l + w * k * 0.5} ${y + h * k * 0.6} L${x + w * (0.5 - k) * 0.2} ${y + h * (0.2 + k)}`} />
            <path d={`M${r - w * k * 0.5} ${y + h * k * 0.6} L${x - w * (0.5 - k) * 0.2} ${y + h * (0.2 + k)}`} />
          </g>
        ))}
      {item === 'sugar' && <path d={`M${l + 3} ${y + 6} L${r - 3} ${y + 6}`} stroke="#fff" strokeOpacity={0.6} strokeWidth={3} />}
      {item === 'pretzel' && [0.25, 0.55].map((k) => <circle key={k} cx={x + (k - 0.4) * 14} cy={y + h * k} r={1.8} fill="#fff" />)}
    </g>
  );
}

function ScoopShape({ item, cx, cy, r = 21 }: { item: Item | null; cx: number; cy: number; r?: number }) {
  if (item === null) return <circle cx={cx} cy={cy} r={r} fill="none" stroke="#fff" strokeOpacity={0.45} strokeWidth={2} strokeDasharray="5 4" />;
  const c = ITEM_COLORS[item];
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={c} stroke="rgba(0,0,0,0.22)" strokeWidth={1.5} />
      <path
        d={`M${cx - r} ${cy + 4} q ${r * 0.25} ${r * 0.45} ${r * 0.5} 0 q ${r * 0.25} ${r * 0.45} ${r * 0.5} 0 q ${r * 0.25} ${r * 0.45} ${r * 0.5} 0 q ${r * 0.25} ${r * 0.45} ${r * 0.5} 0`}
        fill="none"
        stroke="rgba(0,0,0,0.18)"
        strokeWidth={2}
      />
      <ellipse cx={cx - r * 0.35} cy={cy - r * 0.4} rx={r * 0.22} ry={r * 0.14} fill="#fff" opacity={0.55} />
      {item === 'chocolate' && <circle cx={cx + 6} cy={cy - 2} r={2} fill="#3b2010" />}
      {item === 'mint' && [-6, 5].map((d) => <circle key={d} cx={cx + d} cy={cy + (d > 0 ? -4 : 3)} r={1.8} fill="#3b2010" />)}
      {item === 'blueberry' && [-5, 6].map((d) => <circle key={d} cx={cx + d} cy={cy + (d > 0 ? 2 : -3)} r={2.4} fill="#2d2f8f" />)}
      {item === 'strawberry' && [-4, 7].map((d) => <circle key={d} cx={cx + d} cy={cy - 1} r={1.6} fill="#c2185b" />)}
      {item === 'matcha' && <circle cx={cx + 5} cy={cy - 4} r={2.2} fill="#5d7a22" />}
    </g>
  );
}

function ToppingShape({ item, cx, cy }: { item: Item | null; cx: number; cy: number }) {
  if (item === null)
    return <rect x={cx - 10} y={cy - 10} width={20} height={20} rx={5} fill="none" stroke="#fff" strokeOpacity={0.45} strokeWidth={2} strokeDasharray="4 3" />;
  switch (item) {
    case 'cherry':
      return (
        <g>
          <path d={`M${cx} ${cy - 4} q 4 -12 12 -14`} stroke="#4c7a2a" strokeWidth={2} fill="none" />
          <circle cx={cx} cy={cy} r={7} fill="#e0223a" stroke="rgba(0,0,0,0.25)" />
          <circle cx={cx - 2.5} cy={cy - 2.5} r={1.8} fill="#fff" opacity={0.7} />
        </g>
      );
    case 'sprinkles':
      return (
        <g strokeWidth={3} strokeLinecap="round">
          {[
            [-12, 2, '#ff5fa2', 30],
            [-4, -4, '#3fd0ff', -20],
            [5, 1, '#ffd23f', 50],
            [12, -3, '#2fbf71', -40],
            [0, 6, '#9b6bff', 10],
          ].map(([dx, dy, col, a], i) => (
            <line
              key={i}
              x1={cx + Number(dx) - 3}
              y1={cy + Number(dy)}
              x2={cx + Number(dx) + 3}
              y2={cy + Number(dy)}
              stroke={String(col)}
              transform={`rotate(${a} ${cx + Number(dx)} ${cy + Number(dy)})`}
            />
          ))}
        </g>
      );
    case 'wafer':
      return (
        <g transform={`rotate(-20 ${cx} ${cy})`}>
          <rect x={cx - 4} y={cy - 16} width={8} height={22} rx={2} fill="#e6b86a" stroke="#a8772d" />
          <path d={`M${cx - 4} ${cy - 9} h8 M${cx - 4} ${cy - 2} h8`} stroke="#a8772d" />
        </g>
      );
    case 'sauce':
      return <path d={`M${cx - 16} ${cy} q 4 -8 16 -6 q 12 -2 16 6 q -3 4 -6 1 q -2 8 -5 0 q -5 5 -8 -1 q -4 6 -7 0 q -4 4 -6 0 Z`} fill="#5a2c14" />;
    case 'nuts':
      return (
        <g fill="#b07a44" stroke="#7a4f24">
          {[-9, 0, 9].map((d, i) => (
            <path key={d} d={`M${cx + d - 3} ${cy + (i % 2 ? -3 : 2)} l 6 -2 l 1 5 l -6 2 Z`} />
          ))}
        </g>
      );
    case 'marshmallow':
      return (
        <g>
          <rect x={cx - 13} y={cy - 6} width={11} height={10} rx={3} fill="#fff" stroke="#ddd" />
          <rect x={cx + 1} y={cy - 9} width={11} height={10} rx={3} fill="#ffd6e8" stroke="#e8b5cc" />
        </g>
      );
    default:
      return null;
  }
}

function Cross({ cx, cy }: { cx: number; cy: number }) {
  return (
    <path d={`M${cx - 9} ${cy - 9} L${cx + 9} ${cy + 9} M${cx + 9} ${cy - 9} L${cx - 9} ${cy + 9}`} stroke="#ff3b3b" strokeWidth={5} strokeLinecap="round" />
  );
}

/**
 * A whole ice cream from an order's slots (cone, scoops bottom to top, topping). An empty slot is
 * dashed; a slot marked wrong is crossed out.
 */
export function Sundae({
  slots,
  items,
  wrong,
  className,
  style,
}: {
  slots: readonly SlotKind[];
  items: readonly (Item | null)[];
  wrong?: readonly boolean[] | null;
  className?: string;
  style?: CSSProperties;
}) {
  const scoops = slots.filter((k) => k === 'scoop').length;
  const top = 104 - 20 - (scoops - 1) * 24;
  const h = 170;
  const pos: { x: number; y: number }[] = [];
  let sc = 0;
  const parts = slots.map((kind, i) => {
    const item = items[i] ?? null;
    if (kind === 'cone') {
      pos[i] = { x: 50, y: 124 };
      return <ConeShape key={i} item={item} />;
    }
    if (kind === 'scoop') {
      const cy = 96 - sc * 24;
      sc++;
      pos[i] = { x: 50, y: cy };
      return <ScoopShape key={i} item={item} cx={50} cy={cy} />;
    }
    const cy = top - 10;
    pos[i] = { x: 50, y: cy };
    return <ToppingShape key={i} item={item} cx={50} cy={cy} />;
  });
  const minY = Math.min(0, top - 32);
  return (
    <svg className={className} style={style} viewBox={`0 ${minY} 100 ${h - minY}`} aria-hidden="true">
      {/* the cone first, then the scoops bottom to top, then the topping */}
      {parts[slots.indexOf('cone')]}
      {parts.filter((_, i) => slots[i] === 'scoop')}
      {parts[slots.indexOf('topping')]}
      {wrong?.map((w, i) => (w && pos[i] ? <Cross key={`x${i}`} cx={pos[i].x + 22} cy={pos[i].y} /> : null))}
    </svg>
  );
}

/** One item on its own (a candidate in the picker, a part to remember). */
export function ItemArt({ item, className }: { item: Item; className?: string }) {
  const kind = kindOf(item);
  return (
    <svg className={className} viewBox="0 0 100 100" aria-hidden="true">
      {kind === 'cone' && <ConeShape item={item} x={50} y={18} w={46} />}
      {kind === 'scoop' && <ScoopShape item={item} cx={50} cy={52} r={32} />}
      {kind === 'topping' && (
        <g transform="translate(50 55) scale(2.4) translate(-50 -55)">
          <ToppingShape item={item} cx={50} cy={55} />
        </g>
      )}
    </svg>
  );
}

const FURS = ['#ffb86b', '#9ad0ff', '#c3a6ff', '#8fe3c0', '#ffd23f'];

/** A customer at the stand (a round, friendly creature; a different one per customer). */
export function Customer({ index, talking = false, className }: { index: number; talking?: boolean; className?: string }) {
  const fur = FURS[((index % FURS.length) + FURS.length) % FURS.length]!;
  return (
    <svg className={className} viewBox="0 0 120 120" aria-hidden="true">
      <circle cx={30} cy={30} r={14} fill={fur} stroke="rgba(0,0,0,0.2)" />
      <circle cx={90} cy={30} r={14} fill={fur} stroke="rgba(0,0,0,0.2)" />
      <ellipse cx={60} cy={66} rx={46} ry={44} fill={fur} stroke="rgba(0,0,0,0.2)" strokeWidth={2} />
      <ellipse cx={60} cy={80} rx={24} ry={18} fill="#fff" opacity={0.75} />
      <circle cx={44} cy={58} r={6} fill="#221a3d" />
      <circle cx={76} cy={58} r={6} fill="#221a3d" />
      <circle cx={46} cy={56} r={2} fill="#fff" />
      <circle cx={78} cy={56} r={2} fill="#fff" />
      <ellipse cx={60} cy={72} rx={6} ry={4} fill="#221a3d" />
      {talking ? (
        <ellipse cx={60} cy={86} rx={8} ry={6} fill="#c22a6c" />
      ) : (
        <path d="M52 84 q 8 7 16 0" stroke="#221a3d" strokeWidth={3} fill="none" strokeLinecap="round" />
      )}
      <circle cx={32} cy={76} r={6} fill="#ff8fb1" opacity={0.6} />
      <circle cx={88} cy={76} r={6} fill="#ff8fb1" opacity={0.6} />
    </svg>
  );
}

/** `n` of `of` stars. */
export function Stars({ n, of = 3, className }: { n: number; of?: number; className?: string }) {
  return (
    <svg className={className} viewBox={`0 0 ${of * 34} 32`} role="img" aria-label={`${n}/${of}`}>
      {Array.from({ length: of }, (_, i) => (
        <path
          key={i}
          transform={`translate(${i * 34 + 1} 1)`}
          d="M15 0 L19.4 9.6 L30 10.8 L22.1 18 L24.3 28.5 L15 23.2 L5.7 28.5 L7.9 18 L0 10.8 L10.6 9.6 Z"
          fill={i < n ? '#ffd23f' : 'rgba(255,255,255,0.16)'}
          stroke={i < n ? '#c79a00' : 'rgba(255,255,255,0.25)'}
          strokeWidth={1.5}
        />
      ))}
    </svg>
  );
}

/** A pencil over a memo (the drawing pad). */
export function Pencil({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 100 100" aria-hidden="true">
      <rect x={14} y={18} width={60} height={70} rx={6} fill="#fff8ec" stroke="#d9c9a8" strokeWidth={2} />
      <path d="M24 36 h40 M24 50 h32 M24 64 h36" stroke="#c9c1e6" strokeWidth={3} strokeLinecap="round" />
      <g transform="rotate(40 66 50)">
        <rect x={60} y={10} width={12} height={62} rx={2} fill="#ffd23f" stroke="#c79a00" strokeWidth={1.5} />
        <rect x={60} y={10} width={12} height={9} fill="#ff8fb1" />
        <path d="M60 72 L66 86 L72 72 Z" fill="#f2d3a2" stroke="#c79a00" strokeWidth={1.5} />
        <path d="M64.5 82.5 L66 86 L67.5 82.5 Z" fill="#221a3d" />
      </g>
    </svg>
  );
}

/** The leader's crown. */
export function Crown({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 28" aria-hidden="true">
      <path d="M3 24 L6 6 L14 15 L20 3 L26 15 L34 6 L37 24 Z" fill="#ffd23f" stroke="#c79a00" strokeWidth={2} strokeLinejoin="round" />
    </svg>
  );
}
