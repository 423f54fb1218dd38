import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import { GameButton } from '../../../ui/GameButton';
import { colors, fonts, teamColor, vw } from '../../../ui/tokens';
import { useGuess } from '../../common/phone/useGuess';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm112PhoneOwn, StarView } from '../rules/views';
import { SideMap, Shuriken } from '../shared/Art';

export type Own = Snapshot<Gm112PhoneOwn>;

export const chip = css`
  display: flex;
  align-items: center;
  gap: ${vw(2.5)};
  padding: ${vw(1.6)} ${vw(4)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-family: ${fonts.display};
  font-size: ${vw(4.4)};
  white-space: nowrap;
  b {
    color: ${colors.accent};
    min-width: 2ch;
  }
`;
const row = css`
  display: flex;
  gap: ${vw(2)};
  justify-content: center;
  align-items: center;
`;
const pip = css`
  width: ${vw(10)};
  height: ${vw(10)};
  &[data-used='true'] {
    opacity: 0.2;
    filter: grayscale(1);
  }
`;
const sides = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(2.5)};
  width: 100%;
  align-items: center;
`;
const sideButtons = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vw(3)};
  width: 100%;
  button {
    width: 100%;
    font-size: ${vw(4.6)};
    padding-left: ${vw(2)};
    padding-right: ${vw(2)};
  }
`;
const result = css`
  width: ${vw(12)};
  height: ${vw(12)};
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  font-family: ${fonts.display};
  font-size: ${vw(6)};
  background: rgba(255, 255, 255, 0.08);
  &[data-result='hit'] {
    background: ${colors.accent};
    color: ${colors.ink};
  }
  &[data-result='blocked'] {
    background: ${colors.cyanDeep};
    color: #fff;
  }
  &[data-result='flying'] svg {
    animation: gm112-fly 0.6s linear infinite;
  }
  @keyframes gm112-fly {
    to {
      rotate: 360deg;
    }
  }
`;
const bars = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(2)};
  width: 100%;
`;
const bar = css`
  display: grid;
  grid-template-columns: ${vw(22)} 1fr ${vw(14)};
  align-items: center;
  gap: ${vw(2)};
  font-size: ${vw(3.8)};
  text-align: left;
  span:last-child {
    font-family: ${fonts.display};
    font-size: ${vw(5)};
    text-align: right;
  }
  i {
    display: block;
    height: ${vw(4)};
    border-radius: 999px;
    background: var(--c);
    min-width: ${vw(1)};
  }
  &[data-mine='true'] span:first-child {
    font-weight: 800;
    color: #fff;
  }
`;

/** The turn and the seconds left in this status. */
export function TurnChip({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  const left = useSecondsLeft(own.statusUntil);
  if (!own.turn) return null;
  return (
    <div className={chip} data-testid="turn-chip">
      {t('Turn_00', { n: own.turn.index + 1, of: own.turn.of })}
      {left !== null && <b data-testid="seconds-left">{left}</b>}
    </div>
  );
}

/** This thrower's stars: bright ones left, dim ones thrown. */
export function Pips({ left, of }: { left: number; of: number }) {
  const { t } = useTranslation('gm112');
  return (
    <div className={row} aria-label={t('StarsLeft_00', { count: left })} data-testid="stars-left" data-left={left}>
      {Array.from({ length: of }, (_, i) => (
        <span key={i} className={pip} data-used={i >= left}>
          <Shuriken />
        </span>
      ))}
    </div>
  );
}

/** Where this thrower stands (SPEC.md hand side): picked until the first star flies. */
export function SidePicker({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  const color = teamColor(own.team);
  const [side, guess] = useGuess(own.side, 'gm112:side');
  const pick = (s: 'left' | 'right') => {
    guess(s);
    sendIntent('gm112:side', { side: s });
  };
  return (
    <div className={sides} data-testid="side-picker" data-side={side ?? ''}>
      <SideMap side={side} color={color} />
      <div className={sideButtons}>
        {(['left', 'right'] as const).map((s) => (
          <GameButton
            key={s}
            size="small"
            tone={side === s ? (own.team ?? 'accent') : 'ghost'}
            lock={false}
            disabled={own.isThrew}
            aria-pressed={side === s}
            onPress={() => pick(s)}
            data-testid={`side-${s}`}
          >
            {t(s === 'left' ? 'Side_Left_00' : 'Side_Right_00')}
          </GameButton>
        ))}
      </div>
    </div>
  );
}

/** This thrower's stars of the turn, each flying, blocked or a hit. */
export function MyStars({ stars, of }: { stars: readonly StarView[]; of: number }) {
  const { t } = useTranslation('gm112');
  return (
    <div className={row} data-testid="my-stars">
      {Array.from({ length: of }, (_, i) => {
        const s = stars[i];
        const state = !s ? 'none' : (s.result ?? 'flying');
        return (
          <span key={i} className={result} data-result={state} aria-label={state === 'none' ? '' : t(`Star_${state}_00`)}>
            {state === 'hit' ? '✓' : state === 'blocked' ? '✕' : state === 'flying' ? <Shuriken size="70%" /> : ''}
          </span>
        );
      })}
    </div>
  );
}

/** Hits ÷ stars thrown per team so far. */
export function Standings({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  if (!own.standings) return null;
  const standings = own.standings;
  return (
    <div className={bars} data-testid="standings">
      {(['left', 'right'] as const).map((team) => {
        const s = standings[team];
        return (
          <div key={team} className={bar} data-mine={own.team === team} style={{ ['--c' as string]: teamColor(team) }}>
            <span>{t(`Team_${team}_00`)}</span>
            <i style={{ width: `${s.rate}%` }} />
            <span data-testid={`rate-${team}`}>{t('Unit:Percent_00', { value: s.rate })}</span>
          </div>
        );
      })}
    </div>
  );
}

export function CheerButton() {
  const { t } = useTranslation('gm112');
  return (
    <GameButton tone="accent" lock={false} onPress={() => sendIntent('cheer', {})} data-testid="cheer">
      {t('Cheer_00')}
    </GameButton>
  );
}
