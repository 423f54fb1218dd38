import { css } from '@linaria/core';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Team } from '../../protocol/enums';
import type { HostView } from '../../protocol/views';
import { hostSound } from '../../sound/hostSound';
import { colors, layers } from '../../ui/tokens';
import { Avatar } from '../ui/Avatar';
import { EmoteIcon, ItemIcon, Megaphone, StarIcon } from '../ui/icons';
import { useFresh } from './useFresh';

const layer = css`
  position: absolute;
  inset: 0;
  pointer-events: none;
  overflow: hidden;
  z-index: ${layers.inputOverlay};
`;

const burst = css`
  position: absolute;
  bottom: -4vw;
  left: var(--x);
  color: var(--c);
  animation: burst-up 1.8s cubic-bezier(0.2, 0.8, 0.4, 1) forwards;
  filter: drop-shadow(0 0 1vw var(--c));
  @keyframes burst-up {
    0% {
      transform: translateY(0) scale(0.6) rotate(0);
      opacity: 1;
    }
    70% {
      opacity: 1;
    }
    100% {
      transform: translate(var(--dx), -38vw) scale(1.5) rotate(var(--rot));
      opacity: 0;
    }
  }
`;
const fly = css`
  position: absolute;
  left: var(--x0);
  top: 105%;
  width: 5vw;
  height: 5vw;
  margin: -2.5vw 0 0 -2.5vw;
  animation: throw-fly 0.9s cubic-bezier(0.25, 0.6, 0.35, 1) forwards;
  @keyframes throw-fly {
    to {
      left: var(--x1);
      top: var(--y1);
      transform: scale(var(--s)) rotate(var(--rot));
      opacity: var(--o);
    }
  }
`;
const splat = css`
  position: absolute;
  left: var(--x1);
  top: var(--y1);
  width: 16vw;
  height: 16vw;
  margin: -8vw 0 0 -8vw;
  border-radius: 50%;
  background: radial-gradient(circle, var(--c) 0 30%, transparent 31%), repeating-conic-gradient(var(--c) 0 12deg, transparent 12deg 30deg);
  mask: radial-gradient(circle, #000 45%, transparent 70%);
  opacity: 0;
  animation: splat 1.2s ease-out 0.85s forwards;
  @keyframes splat {
    0% {
      opacity: 1;
      transform: scale(0.2);
    }
    30% {
      opacity: 0.95;
      transform: scale(1);
    }
    100% {
      opacity: 0;
      transform: scale(1.15);
    }
  }
`;
const emote = css`
  position: absolute;
  bottom: -8vw;
  left: var(--x);
  display: flex;
  align-items: center;
  gap: 0.4vw;
  padding: 0.3vw 0.9vw 0.3vw 0.3vw;
  border-radius: 999px;
  background: rgba(27, 21, 48, 0.85);
  animation: emote-up 2.6s ease-out forwards;
  @keyframes emote-up {
    15% {
      transform: translateY(-12vw);
    }
    80% {
      opacity: 1;
    }
    100% {
      transform: translateY(-26vw);
      opacity: 0;
    }
  }
`;

const teamColor = (t: Team | null) => (t === 'left' ? colors.left : t === 'right' ? colors.right : colors.noTeam);
const rnd = (seed: number) => {
  const x = Math.sin(seed * 9301 + 49297) * 233280;
  return x - Math.floor(x);
};

type Burst = { id: number; team: Team; x: number; dx: number; rot: number; kind: number };

/** Cheers burst from the team's side in its colour; one cheer sound per batch. */
function CheerBursts({ cheers }: { cheers: Record<Team, number> }) {
  const prev = useRef(cheers);
  const next = useRef(1);
  const [bursts, setBursts] = useState<Burst[]>([]);
  useEffect(() => {
    const add: Burst[] = [];
    for (const team of ['left', 'right'] as const) {
      const d = cheers[team] - prev.current[team];
      for (let i = 0; i < Math.min(Math.max(d, 0), 6); i++) {
        const id = next.current++;
        const base = team === 'left' ? 4 : 66;
        add.push({ id, team, x: base + rnd(id) * 30, dx: (rnd(id + 1) - 0.5) * 16, rot: (rnd(id + 2) - 0.5) * 120, kind: id % 3 });
      }
    }
    prev.current = cheers;
    if (add.length === 0) return;
    hostSound.play('cheer');
    setBursts((b) => [...b, ...add].slice(-40));
    const h = setTimeout(() => setBursts((b) => b.filter((x) => !add.includes(x))), 1900);
    return () => clearTimeout(h);
  }, [cheers.left, cheers.right]);
  return (
    <>
      {bursts.map((b) => (
        <div
          key={b.id}
          className={burst}
          data-testid="cheer-burst"
          style={{ '--x': `${b.x}%`, '--dx': `${b.dx}vw`, '--rot': `${b.rot}deg`, '--c': teamColor(b.team) } as CSSProperties}
        >
          {b.kind === 0 ? <Megaphone size="5vw" color={teamColor(b.team)} /> : <StarIcon size="4.5vw" color={teamColor(b.team)} />}
        </div>
      ))}
    </>
  );
}

/** Items fly at the screen: a hit lands near the middle and splats; a miss sails over. */
function Throws({ throws }: { throws: HostView['system']['throws'] }) {
  const live = useFresh(throws, 2300, (t) => {
    if (t.hit) setTimeout(() => hostSound.play('itemHit'), 850);
  });
  return (
    <>
      {live.map((t) => {
        const side = t.team === 'left' ? 20 : t.team === 'right' ? 80 : 50;
        const x0 = side + (rnd(t.seq) - 0.5) * 20;
        const x1 = t.hit ? 38 + ((t.effectId * 8 + rnd(t.seq + 3) * 8) % 24) : x0 + (t.effectId - 1.5) * 12;
        const y1 = t.hit ? 32 + rnd(t.seq + 5) * 22 : -15;
        const style = {
          '--x0': `${x0}%`,
          '--x1': `${x1}%`,
          '--y1': `${y1}%`,
          '--s': t.hit ? 2.6 : 1.2,
          '--o': t.hit ? 1 : 0.3,
          '--rot': `${(t.effectId + 1) * 200}deg`,
          '--c': teamColor(t.team),
        } as CSSProperties;
        return (
          <div key={t.seq} style={style} data-testid="thrown-item" data-hit={t.hit}>
            <div className={fly}>
              <ItemIcon item={t.itemId} size="5vw" />
            </div>
            {t.hit && <div className={splat} />}
          </div>
        );
      })}
    </>
  );
}

function Emotes({ emotes, players }: { emotes: HostView['system']['emotes']; players: HostView['players'] }) {
  const live = useFresh(emotes, 2700);
  return (
    <>
      {live.map((e) => {
        const p = players.find((x) => x.id === e.playerId);
        return (
          <div key={e.seq} className={emote} style={{ '--x': `${6 + rnd(e.seq) * 84}%` } as CSSProperties}>
            {p && <Avatar name={p.name} photo={p.photo} team={p.team} size="3.6vw" />}
            <EmoteIcon icon={e.icon} size="3.6vw" />
          </div>
        );
      })}
    </>
  );
}

/** The shared drama over every screen (games included): cheers, thrown items and emotes. */
export function FxLayer({ view }: { view: HostView }) {
  return (
    <div className={layer} aria-hidden="true">
      <CheerBursts cheers={view.system.cheers} />
      <Throws throws={view.system.throws} />
      <Emotes emotes={view.system.emotes} players={view.players} />
    </div>
  );
}
