import { css, cx } from '@linaria/core';
import type { Dish, Step, Stove, Zone } from '../rules/types';

/**
 * Kitchen timer's own art, drawn inline (SVG and CSS, original): each dish on its stove, cooking or
 * done to a turn (raw, just right, burnt), and how the phone is handled for each step. The phone and
 * the big screen both use it.
 */

/** How a dish looks: waiting on the stove, cooking, or as the player's timing left it. */
export type DishState = 'idle' | 'cooking' | Zone;

const art = css`
  display: block;
  overflow: visible;
  .gm134-steam {
    opacity: 0;
  }
  &[data-cooking='true'] .gm134-steam {
    animation: gm134-steam 2.4s ease-in infinite;
  }
  &[data-cooking='true'] .gm134-steam:nth-of-type(2) {
    animation-delay: 0.8s;
  }
  &[data-cooking='true'] .gm134-steam:nth-of-type(3) {
    animation-delay: 1.6s;
  }
  .gm134-flame {
    transform-box: fill-box;
    transform-origin: 50% 100%;
    animation: gm134-flicker 0.35s ease-in-out infinite alternate;
  }
  .gm134-flame:nth-of-type(2n) {
    animation-duration: 0.28s;
  }
  .gm134-smoke {
    animation: gm134-smoke 3s ease-out infinite;
  }
  .gm134-smoke:nth-of-type(2) {
    animation-delay: 1s;
  }
  .gm134-smoke:nth-of-type(3) {
    animation-delay: 2s;
  }
  .gm134-bubble {
    animation: gm134-bubble 1.2s ease-in infinite;
  }
  .gm134-bubble:nth-of-type(2n) {
    animation-delay: 0.6s;
  }
  &[data-cooking='true'] .gm134-food {
    animation: gm134-sizzle 0.5s ease-in-out infinite alternate;
  }
  @keyframes gm134-steam {
    0% {
      opacity: 0;
      transform: translateY(6px);
    }
    30% {
      opacity: 0.75;
    }
    100% {
      opacity: 0;
      transform: translateY(-26px);
    }
  }
  @keyframes gm134-flicker {
    from {
      transform: scaleY(0.8);
    }
    to {
      transform: scaleY(1.12);
    }
  }
  @keyframes gm134-smoke {
    0% {
      opacity: 0;
      transform: translate(0, 0) scale(0.6);
    }
    25% {
      opacity: 0.8;
    }
    100% {
      opacity: 0;
      transform: translate(8px, -40px) scale(1.6);
    }
  }
  @keyframes gm134-bubble {
    0% {
      opacity: 0;
      transform: translateY(4px);
    }
    40% {
      opacity: 1;
    }
    100% {
      opacity: 0;
      transform: translateY(-8px);
    }
  }
  @keyframes gm134-sizzle {
    from {
      transform: translateY(0);
    }
    to {
      transform: translateY(-0.8px);
    }
  }
`;

type Done = 'raw' | 'done' | 'burnt';

function doneness(state: DishState): Done | null {
  if (state === 'raw') return 'raw';
  if (state === 'perfect' || state === 'good') return 'done';
  if (state === 'burnt' || state === 'never') return 'burnt';
  return null;
}

/** Steam rising from a dish while it cooks. */
function Steam({ x, y }: { x: number; y: number }) {
  return (
    <g stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none">
      {[-16, 0, 16].map((dx) => (
        <path key={dx} className="gm134-steam" d={`M${x + dx} ${y}q-6 -8 0 -16q6 -8 0 -16`} />
      ))}
    </g>
  );
}

/** Black smoke over a burnt dish. */
function Smoke({ x, y }: { x: number; y: number }) {
  return (
    <g fill="#4a4458">
      {[-12, 4, 18].map((dx) => (
        <circle key={dx} className="gm134-smoke" cx={x + dx} cy={y} r="9" />
      ))}
    </g>
  );
}

/** The stove under the dish: a gas ring with its flames, or a hot plate glowing red; off once judged. */
function Stove({ kind, on }: { kind: Stove; on: boolean }) {
  if (kind === 'plate')
    return (
      <g>
        <rect x="18" y="136" width="164" height="22" rx="6" fill="#1c1a24" />
        <ellipse cx="100" cy="138" rx="62" ry="7" fill={on ? '#ff4d2e' : '#3a3644'} opacity={on ? 0.9 : 1} />
        <ellipse cx="100" cy="138" rx="44" ry="4.5" fill="none" stroke={on ? '#ffb199' : '#4b4656'} strokeWidth="2" />
        <circle cx="166" cy="150" r="4" fill={on ? '#ff4d2e' : '#4b4656'} />
      </g>
    );
  return (
    <g>
      <rect x="18" y="140" width="164" height="18" rx="6" fill="#3b3550" />
      <rect x="58" y="133" width="84" height="8" rx="3" fill="#24202f" />
      {on &&
        [64, 76, 88, 100, 112, 124, 136].map((x) => (
          <path key={x} className="gm134-flame" d={`M${x} 134q-5 -8 0 -15q5 7 0 15z`} fill={x % 24 === 4 ? '#7fd6ff' : '#3f8cff'} />
        ))}
    </g>
  );
}

function Steak({ done, cooking }: { done: Done | null; cooking: boolean }) {
  const meat = done === 'raw' ? '#e0566b' : done === 'done' ? '#9a5228' : done === 'burnt' ? '#2b1d18' : cooking ? '#c8604a' : '#e0566b';
  return (
    <g>
      <rect x="150" y="112" width="44" height="9" rx="4.5" fill="#2a2633" />
      <ellipse cx="100" cy="120" rx="60" ry="16" fill="#2a2633" />
      <ellipse cx="100" cy="116" rx="54" ry="12" fill="#45404f" />
      <g className="gm134-food">
        <path d="M62 112q4 -14 30 -14q26 -2 40 6q8 6 -2 12q-16 8 -40 6q-30 -1 -28 -10z" fill={meat} />
        <path d="M70 110q20 -8 52 -4" stroke="#fff6ec" strokeWidth="3" fill="none" opacity={done === 'burnt' ? 0.15 : 0.6} />
        {done === 'done' && (
          <g stroke="#5a2a12" strokeWidth="3" strokeLinecap="round">
            <path d="M80 104l10 10M96 102l10 10M112 103l10 10" />
          </g>
        )}
      </g>
    </g>
  );
}

function Paella({ done, cooking }: { done: Done | null; cooking: boolean }) {
  const rice = done === 'raw' ? '#f4e6b0' : done === 'burnt' ? '#3a2a1c' : '#f2b632';
  return (
    <g>
      <rect x="20" y="112" width="22" height="7" rx="3.5" fill="#2f2a36" />
      <rect x="158" y="112" width="22" height="7" rx="3.5" fill="#2f2a36" />
      <ellipse cx="100" cy="120" rx="64" ry="15" fill="#2f2a36" />
      <ellipse cx="100" cy="115" rx="58" ry="11" fill={rice} />
      <g className="gm134-food">
        {done !== 'burnt' && (
          <>
            {[
              [74, 112],
              [100, 109],
              [126, 113],
            ].map(([x, y]) => (
              <path key={x} d={`M${x! - 8} ${y}q8 -10 16 0q-8 4 -16 0z`} fill="#ff7a45" stroke="#fff" strokeWidth="1" />
            ))}
            {[86, 112, 94, 120].map((x, i) => (
              <circle key={i} cx={x} cy={i % 2 ? 118 : 114} r="2.6" fill="#4caf50" />
            ))}
            <path d="M60 116l6 -3M138 115l6 2" stroke="#ffe066" strokeWidth="4" strokeLinecap="round" />
          </>
        )}
      </g>
      {cooking && (
        <g>
          <circle className="gm134-bubble" cx="82" cy="116" r="2" fill="#fff" opacity="0.8" />
          <circle className="gm134-bubble" cx="118" cy="117" r="2" fill="#fff" opacity="0.8" />
        </g>
      )}
    </g>
  );
}

function Pasta({ done, cooking }: { done: Done | null; cooking: boolean }) {
  const noodle = done === 'raw' ? '#f6e7b0' : done === 'burnt' ? '#bdb39a' : '#f7c948';
  const limp = done === 'burnt';
  return (
    <g>
      <rect x="46" y="70" width="108" height="66" rx="10" fill="#b9c3d6" />
      <rect x="40" y="66" width="120" height="10" rx="5" fill="#d7deea" />
      <rect x="30" y="84" width="12" height="8" rx="4" fill="#8e98ab" />
      <rect x="158" y="84" width="12" height="8" rx="4" fill="#8e98ab" />
      <ellipse cx="100" cy="74" rx="54" ry="6" fill="#6fb8ff" />
      <g className="gm134-food">
        {/* Spaghetti on the left, penne on the right. */}
        {done === 'raw' || done === null
          ? [70, 78, 86, 94].map((x) => <path key={x} d={`M${x} 76l-6 -32`} stroke={noodle} strokeWidth="3" strokeLinecap="round" />)
          : [70, 80, 90].map((x) => (
              <path
                key={x}
                d={limp ? `M${x} 76q-10 -4 -4 -14q6 -6 -2 -12` : `M${x} 76q-8 -10 0 -18q8 -8 0 -18`}
                stroke={noodle}
                strokeWidth="3"
                fill="none"
                strokeLinecap="round"
              />
            ))}
        {[112, 124, 136].map((x, i) => (
          <rect
            key={x}
            x={x - 5}
            y={done === 'raw' || done === null ? 56 - i * 3 : 64 - i * 2}
            width="10"
            height="6"
            rx="2"
            fill={noodle}
            transform={`rotate(${limp ? 0 : -25 + i * 20} ${x} 62)`}
          />
        ))}
      </g>
      {cooking && [64, 92, 120, 140].map((x) => <circle key={x} className="gm134-bubble" cx={x} cy="72" r="2.2" fill="#e8f4ff" />)}
    </g>
  );
}

function CupNoodle({ done, cooking }: { done: Done | null; cooking: boolean }) {
  const open = done !== null;
  const noodle = done === 'raw' ? '#e9d9a6' : done === 'burnt' ? '#c8b88e' : '#f6c85a';
  return (
    <g>
      <path d="M62 62h76l-10 76h-56z" fill="#fff8ec" />
      <path d="M64.5 80h71l-2 14h-67z" fill="#ff5a5a" />
      <path d="M70 110h60" stroke="#ffd23f" strokeWidth="5" />
      {open ? (
        <>
          <ellipse cx="100" cy="62" rx="38" ry="7" fill="#7a4a2a" />
          {done === 'raw' ? (
            <rect x="74" y="55" width="52" height="9" rx="3" fill={noodle} />
          ) : (
            <path d="M68 60q8 -10 16 0t16 0t16 0t16 0" stroke={noodle} strokeWidth="5" fill="none" strokeLinecap="round" />
          )}
          <path d="M138 62q20 -30 4 -48l-8 4q12 18 -4 44z" fill="#e7e2d6" stroke="#c9c1ae" />
        </>
      ) : (
        <ellipse cx="100" cy="62" rx="40" ry="8" fill="#e7e2d6" stroke="#c9c1ae" strokeWidth="1.5" />
      )}
      {!open && (
        <path d="M134 60q8 -2 10 4" stroke="#c9c1ae" strokeWidth="3" fill="none" strokeLinecap="round">
          {cooking && <animate attributeName="d" values="M134 60q8 -2 10 4;M134 58q8 -6 10 0;M134 60q8 -2 10 4" dur="0.8s" repeatCount="indefinite" />}
        </path>
      )}
      <rect x="30" y="138" width="140" height="8" rx="4" fill="#3b3550" />
    </g>
  );
}

/** Each dish's frame: the drawing fills its box (steam and smoke may rise above it). */
const VIEW: Record<Dish, string> = { steak: '14 62 172 100', paella: '14 62 172 100', pasta: '14 30 172 132', cupNoodle: '14 4 172 146' };

/** A dish on its stove: idle in the movie, steaming while the timer runs, then done as the timing left it. */
export function DishArt({ dish, stove, state, className }: { dish: Dish; stove: Stove | null; state: DishState; className?: string }) {
  const done = doneness(state);
  const cooking = state === 'cooking';
  const fire = state === 'idle' || cooking;
  const steamY = dish === 'pasta' ? 52 : dish === 'cupNoodle' ? 44 : 84;
  return (
    <svg
      className={cx(art, className)}
      viewBox={VIEW[dish]}
      data-cooking={cooking}
      data-testid="dish-art"
      data-dish={dish}
      data-state={state}
      aria-hidden="true"
    >
      {dish !== 'cupNoodle' && <Stove kind={dish === 'paella' && stove === 'plate' ? 'plate' : 'gas'} on={fire} />}
      {/* The pans sit above the flames. */}
      <g transform="translate(0 -14)">
        {dish === 'steak' && <Steak done={done} cooking={cooking} />}
        {dish === 'paella' && <Paella done={done} cooking={cooking} />}
      </g>
      {dish === 'pasta' && <Pasta done={done} cooking={cooking} />}
      {dish === 'cupNoodle' && <CupNoodle done={done} cooking={cooking} />}
      {(cooking || done === 'done') && <Steam x={100} y={steamY} />}
      {done === 'burnt' && <Smoke x={96} y={steamY} />}
    </svg>
  );
}

const pose = css`
  display: block;
  overflow: visible;
  .gm134-move {
    transform-box: view-box;
    animation: 2.4s ease-in-out infinite;
  }
  &[data-step='turnOver'] .gm134-move {
    transform-origin: 60px 62px;
    animation-name: gm134-flip;
  }
  &[data-step='openLid'] .gm134-move {
    transform-origin: 26px 70px;
    animation-name: gm134-lid;
  }
  &[data-step='switchOff'] .gm134-move {
    transform-origin: 60px 52px;
    animation-name: gm134-switch;
  }
  &[data-step='takeOutA'] .gm134-move,
  &[data-step='takeOutB'] .gm134-move {
    animation-name: gm134-pull;
  }
  &[data-step='stopFire'] .gm134-move {
    transform-box: fill-box;
    transform-origin: center;
    animation-name: gm134-tap;
    animation-duration: 1.2s;
  }
  @keyframes gm134-flip {
    0%,
    20% {
      transform: translateY(0) scaleY(1);
    }
    45% {
      transform: translateY(-16px) scaleY(0);
    }
    70%,
    100% {
      transform: translateY(0) scaleY(-1);
    }
  }
  @keyframes gm134-lid {
    0%,
    20% {
      transform: rotate(0deg);
    }
    55%,
    80% {
      transform: rotate(-90deg);
    }
    100% {
      transform: rotate(0deg);
    }
  }
  @keyframes gm134-switch {
    0%,
    20% {
      transform: rotate(0deg);
    }
    50%,
    80% {
      transform: rotate(120deg);
    }
    100% {
      transform: rotate(0deg);
    }
  }
  @keyframes gm134-pull {
    0%,
    30% {
      transform: translateY(0);
    }
    45%,
    80% {
      transform: translateY(-30px);
    }
    100% {
      transform: translateY(0);
    }
  }
  @keyframes gm134-tap {
    0%,
    60%,
    100% {
      transform: scale(1);
    }
    70% {
      transform: scale(0.85);
    }
  }
`;

/** A phone seen from the side (a slab lying on the table) or from the front (held upright). */
function SidePhone({ x, y, face }: { x: number; y: number; face: string }) {
  return (
    <g>
      <rect x={x} y={y} width="68" height="9" rx="3" fill="#2c2640" />
      <rect x={x + 2} y={y} width="64" height="3" rx="1.5" fill={face} />
    </g>
  );
}

function FrontPhone({ x, y, color }: { x: number; y: number; color: string }) {
  return (
    <g>
      <rect x={x} y={y} width="30" height="54" rx="6" fill="#2c2640" />
      <rect x={x + 3} y={y + 5} width="24" height="42" rx="3" fill={color} />
    </g>
  );
}

/** How the phone is handled for a step, animated: the drill and the movie show it. */
export function PoseArt({ step, color, className }: { step: Step; color: string; className?: string }) {
  return (
    <svg className={cx(pose, className)} viewBox="0 0 120 100" data-step={step} data-testid="pose-art" aria-hidden="true">
      {(step === 'turnOver' || step === 'openLid') && <rect x="6" y="80" width="108" height="8" rx="4" fill="#8b5e3c" />}
      {step === 'turnOver' && (
        <>
          <g className="gm134-move">
            <SidePhone x={26} y={70} face={color} />
          </g>
          <path d="M40 40q20 -22 40 0" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M80 40l-8 -1l5 -7" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
      {step === 'openLid' && (
        <>
          <g className="gm134-move">
            <SidePhone x={26} y={70} face={color} />
          </g>
          <path d="M84 66q0 -34 -40 -40" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeDasharray="4 5" />
        </>
      )}
      {step === 'switchOff' && (
        <>
          <circle cx="60" cy="52" r="36" fill="none" stroke="rgba(255,255,255,0.25)" strokeWidth="3" strokeDasharray="5 6" />
          <g className="gm134-move">
            <FrontPhone x={45} y={25} color={color} />
          </g>
          <path d="M92 30q10 14 4 30" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M96 60l-7 -4l8 -3" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
      {(step === 'takeOutA' || step === 'takeOutB') && (
        <>
          <g className="gm134-move">
            <FrontPhone x={45} y={36} color={color} />
            <path d="M40 76q6 -16 20 -10q14 -6 20 10q-4 14 -20 14q-16 0 -20 -14z" fill="#ffd9b8" />
          </g>
          <path d="M98 70v-50M90 28l8 -9l8 9" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
      {step === 'stopFire' && <Knob x={60} y={52} r={30} className="gm134-move" />}
    </svg>
  );
}

/** A stove knob, seen from the front. */
export function Knob({ x, y, r, off = false, className }: { x: number; y: number; r: number; off?: boolean; className?: string }) {
  return (
    <g className={className}>
      <circle cx={x} cy={y} r={r} fill="#e9e4f5" stroke="#9d96b3" strokeWidth={r * 0.08} />
      <circle cx={x} cy={y} r={r * 0.72} fill="#c9c1dd" />
      <rect x={x - r * 0.12} y={y - r * 0.68} width={r * 0.24} height={r * 1.36} rx={r * 0.1} fill="#5b5275" transform={`rotate(${off ? 90 : 0} ${x} ${y})`} />
      <circle cx={x} cy={y - r * 1.18} r={r * 0.1} fill={off ? '#6d6780' : '#ff6b3d'} />
    </g>
  );
}
