import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../protocol/views';
import { hostSound } from '../../sound/hostSound';
import { colors } from '../../ui/tokens';
import { ConfettiRain } from '../fx/ConfettiRain';
import { Avatar } from '../ui/Avatar';
import { Trophy } from '../ui/icons';
import { headline, pop, scene } from '../ui/styles';
import { ScoreBar } from './ScoreBar';

const trophy = css`
  filter: drop-shadow(0 0 3vw rgba(255, 210, 63, 0.8)) drop-shadow(0 1vw 0 rgba(0, 0, 0, 0.35));
  animation:
    trophy-rise 1.2s cubic-bezier(0.2, 1.4, 0.4, 1) both,
    trophy-glow 2s ease-in-out 1.2s infinite alternate;
  @keyframes trophy-rise {
    from {
      transform: translateY(20vw) scale(0.3);
    }
  }
  @keyframes trophy-glow {
    to {
      transform: scale(1.05) rotate(-3deg);
    }
  }
`;
const rays = css`
  position: absolute;
  left: 50%;
  top: 40%;
  width: 90vw;
  height: 90vw;
  transform: translate(-50%, -50%);
  pointer-events: none;
  background: repeating-conic-gradient(rgba(255, 255, 255, 0.07) 0 10deg, transparent 10deg 20deg);
  animation: rays 24s linear infinite;
  @keyframes rays {
    to {
      transform: translate(-50%, -50%) rotate(360deg);
    }
  }
`;
const team = css`
  &[data-team='left'] {
    color: ${colors.left};
  }
  &[data-team='right'] {
    color: ${colors.right};
  }
  &[data-team='draw'] {
    color: ${colors.accent};
  }
`;
const faces = css`
  display: flex;
  gap: 0.8vw;
  flex-wrap: wrap;
  justify-content: center;
  max-width: 70vw;
`;

/** The end of the session: the winning team, its trophy and its faces. MVP voting comes next. */
export function TrophyScreen({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const s = view.system.scores;
  const win = s.left === s.right ? 'draw' : s.left > s.right ? 'left' : 'right';
  useEffect(() => {
    hostSound.play('fanfare');
  }, []);
  const members = win === 'draw' ? [] : view.players.filter((p) => p.name && p.team === win);
  return (
    <section className={scene} data-scene="trophy">
      <div className={rays} />
      <ConfettiRain />
      <Trophy size="16vw" className={trophy} />
      <h1 className={`${headline} ${team} ${pop}`} data-team={win} data-testid="trophy-winner">
        {t(`Trophy_${win}_00`)}
      </h1>
      <div className={faces}>
        {members.map((p) => (
          <Avatar key={p.id} name={p.name} photo={p.photo} team={p.team} size="4.5vw" />
        ))}
      </div>
      <ScoreBar scores={s} />
    </section>
  );
}
