import { css } from '@linaria/core';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { serverNow } from '../../../engine/clock';
import { useNow } from '../../../host/logic/useNow';
import { Avatar } from '../../../host/ui/Avatar';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts, teamColor } from '../../../ui/tokens';
import type { Gm112Board, StarView } from '../rules/views';
import { ShurikenGlyph, Swordsman, type Pose } from '../shared/Art';
import { playLanding } from './sfx';

type Board = Snapshot<Gm112Board>;
type Players = Snapshot<PublicPlayer[]>;

const arena = css`
  position: relative;
  display: grid;
  grid-template-columns: 30vw 1fr 30vw;
  align-items: center;
  min-height: 0;
  height: 100%;
`;
const bank = css`
  --face: 7vh;
  display: flex;
  flex-wrap: wrap;
  align-content: center;
  justify-content: center;
  gap: 1.4vh 0.8vw;
  height: 100%;
  max-height: 62vh;
  padding: 2vh 1vw;
  border-radius: 3vh;
  background: rgba(255, 255, 255, 0.05);
  border: 0.3vh dashed rgba(255, 255, 255, 0.18);
  overflow: hidden;
  &[data-size='xl'] {
    --face: 11vh;
  }
  &[data-size='m'] {
    --face: 5.2vh;
  }
  &[data-size='s'] {
    --face: 3.8vh;
  }
  &[data-size='xs'] {
    --face: 2.9vh;
  }
  &[data-size='s'] .gm112-name,
  &[data-size='xs'] .gm112-name {
    display: none;
  }
  h3 {
    width: 100%;
    margin: 0 0 0.6vh;
    font-family: ${fonts.display};
    font-size: 2.6vh;
    color: ${colors.textDim};
    text-align: center;
  }
`;
const tile = css`
  width: calc(var(--face) * 1.5);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.3vh;
  font-size: max(1.5vh, calc(var(--face) * 0.24));
  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-empty='true'] {
    opacity: 0.45;
  }
`;
const pips = css`
  display: flex;
  gap: 0.15vw;
  height: calc(var(--face) * 0.32);
  svg {
    height: 100%;
    width: auto;
  }
  svg[data-used='true'] {
    opacity: 0.2;
  }
`;
const center = css`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
`;
const figure = css`
  width: 18vw;
  max-height: 52vh;
  filter: drop-shadow(0 1vh 1.5vh rgba(0, 0, 0, 0.5));
  &[data-pose='left'] {
    animation: gm112-lunge-l 0.35s ease-out;
  }
  &[data-pose='right'] {
    animation: gm112-lunge-r 0.35s ease-out;
  }
  @keyframes gm112-lunge-l {
    40% {
      transform: translateX(-1.2vw) rotate(-3deg);
    }
  }
  @keyframes gm112-lunge-r {
    40% {
      transform: translateX(1.2vw) rotate(3deg);
    }
  }
`;
const nameTag = css`
  margin-top: 1vh;
  padding: 0.6vh 1.6vw;
  border-radius: 999px;
  font-family: ${fonts.display};
  font-size: 3.2vh;
  background: var(--team);
  color: #fff;
  white-space: nowrap;
`;
const flying = css`
  position: absolute;
  left: 50%;
  top: 42%;
  width: 6vh;
  height: 6vh;
  margin: -3vh 0 0 -3vh;
  pointer-events: none;
  animation-name: gm112-flight;
  animation-timing-function: linear;
  animation-fill-mode: both;
  z-index: 3;
  svg {
    width: 100%;
    height: 100%;
    animation: gm112-whirl 0.35s linear infinite;
  }
  @keyframes gm112-flight {
    from {
      transform: translate(var(--fx), var(--fy)) scale(0.8);
      opacity: 1;
    }
    96% {
      opacity: 1;
    }
    to {
      transform: translate(var(--tx), 0) scale(1.15);
      opacity: 0;
    }
  }
  @keyframes gm112-whirl {
    to {
      rotate: 360deg;
    }
  }
`;
const burst = css`
  position: absolute;
  top: 30%;
  font-family: ${fonts.display};
  font-size: 5vh;
  white-space: nowrap;
  pointer-events: none;
  z-index: 4;
  animation: gm112-burst 1.6s ease-out both;
  &[data-result='hit'] {
    color: ${colors.accent};
    text-shadow: 0 0.5vh 0 ${colors.accentDeep};
  }
  &[data-result='blocked'] {
    color: ${colors.cyan};
    text-shadow: 0 0.5vh 0 ${colors.cyanDeep};
  }
  @keyframes gm112-burst {
    0% {
      transform: scale(0.2);
      opacity: 0;
    }
    15% {
      transform: scale(1.25);
      opacity: 1;
    }
    30% {
      transform: scale(1);
    }
    80% {
      opacity: 1;
    }
    100% {
      transform: translateY(-6vh);
      opacity: 0;
    }
  }
`;

/** A small stable number from a star id: where along its bank it starts. */
const spread = (id: number) => (((id * 2654435761) >>> 0) % 1000) / 1000;

/** One star in flight, its animation timed once on this screen's synced clock (it never restarts on a render). */
function Flight({ star }: { star: StarView }) {
  const [style] = useState<CSSProperties>(() => {
    const dir = star.side === 'left' ? -1 : 1;
    return {
      ['--fx' as string]: `${dir * 34}vw`,
      ['--fy' as string]: `${(spread(star.id) - 0.5) * 40}vh`,
      ['--tx' as string]: `${dir * 3}vw`,
      animationDuration: `${Math.max(1, star.arrival - star.at)}ms`,
      animationDelay: `${-(serverNow() - star.at)}ms`,
    };
  });
  return (
    <div className={flying} style={style} data-testid="flying-star" data-side={star.side}>
      <svg viewBox="-50 -50 100 100" aria-hidden="true">
        <ShurikenGlyph />
      </svg>
    </div>
  );
}

function Bank({ board, side, players }: { board: Board; side: 'left' | 'right'; players: Players }) {
  const { t } = useTranslation('gm112');
  const photo = new Map(players.map((p) => [p.id, p.photo]));
  const throwers = board.throwers.filter((x) => x.side === side);
  const n = throwers.length;
  const size = n <= 3 ? 'xl' : n <= 8 ? 'l' : n <= 20 ? 'm' : n <= 40 ? 's' : 'xs';
  const team = board.turn?.attacking ?? null;
  return (
    <div className={bank} data-size={size} data-testid={`bank-${side}`}>
      <h3>{t(side === 'left' ? 'Host_BankLeft_00' : 'Host_BankRight_00', { count: n })}</h3>
      {throwers.map((x) => (
        <div key={x.id} className={tile} data-empty={x.starsLeft === 0} data-testid="thrower">
          <Avatar name={x.name} photo={photo.get(x.id) ?? null} team={team} size="var(--face)" />
          <div className={pips}>
            {Array.from({ length: board.shurikenPerThrower }, (_, i) => (
              <svg key={i} viewBox="-50 -50 100 100" data-used={i >= x.starsLeft} aria-hidden="true">
                <ShurikenGlyph />
              </svg>
            ))}
          </div>
          <span className="gm112-name">{x.name}</span>
        </div>
      ))}
    </div>
  );
}

/** The sword sweeps to the side of each new cut and comes back to guard. */
function usePose(board: Board): Pose {
  const last = board.cuts[board.cuts.length - 1];
  const [pose, setPose] = useState<Pose>('guard');
  useEffect(() => {
    if (!last) return;
    setPose(last.side);
    const h = setTimeout(() => setPose('guard'), 450);
    return () => clearTimeout(h);
  }, [last?.t, last?.side]); // one sweep per cut
  return pose;
}

/** Clangs and thumps as stars land (each once, and none for stars judged before this board appeared). */
function useLandingSounds(stars: readonly StarView[]): void {
  const heard = useRef<Set<number> | null>(null);
  useEffect(() => {
    const first = heard.current === null;
    heard.current ??= new Set();
    for (const s of stars) {
      if (s.result === null || heard.current.has(s.id)) continue;
      heard.current.add(s.id);
      if (!first) playLanding(s.result);
    }
  }, [stars]);
}

/**
 * The arena: the swordsman in the middle, the attacking team's throwers on the swordsman's left and
 * right, stars whirling in from the sides on the synced clock, a clang or a hit as each lands.
 */
export function Arena({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm112');
  useNow(200); // stars land and bursts fade as time passes
  const pose = usePose(board);
  useLandingSounds(board.stars);
  const local = serverNow();
  const inAir = board.stars.filter((s) => s.result === null && s.arrival > local - 100);
  const landed = board.stars.filter((s) => s.result !== null && local - s.arrival < 1800);
  const sw = board.swordsman;
  const photo = sw ? (players.find((p) => p.id === sw.id)?.photo ?? null) : null;
  return (
    <div className={arena} data-testid="arena">
      <Bank board={board} side="left" players={players} />
      <div className={center}>
        <div className={figure} data-pose={pose} key={board.cuts[board.cuts.length - 1]?.t ?? 0} data-testid="host-swordsman">
          <Swordsman color={teamColor(sw?.team ?? null)} pose={pose} />
        </div>
        {sw && (
          <div className={nameTag} style={{ ['--team' as string]: teamColor(sw.team) }}>
            <Avatar name={sw.name} photo={photo} team={sw.team} size="4vh" /> {sw.name}
          </div>
        )}
        {landed.map((s) => (
          <div
            key={s.id}
            className={burst}
            data-result={s.result}
            style={{ [s.side === 'left' ? 'right' : 'left']: '58%', top: `${24 + spread(s.id) * 30}%` }}
            data-testid="landing"
          >
            {t(s.result === 'hit' ? 'Host_Hit_00' : 'Host_Block_00')}
          </div>
        ))}
      </div>
      <Bank board={board} side="right" players={players} />
      {inAir.map((s) => (
        <Flight key={s.id} star={s} />
      ))}
    </div>
  );
}
