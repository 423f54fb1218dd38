import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { sendIntent } from '../../engine/socketClient';
import type { GameId } from '../../protocol/enums';
import { Events } from '../../protocol/events';
import type { PhoneView } from '../../protocol/views';
import { GameButton } from '../../ui/GameButton';
import { body, title } from '../../ui/styles';
import { colors, fonts, motionCurve, vw } from '../../ui/tokens';
import { EmoteBar } from './parts/EmoteBar';
import { stage } from './parts/stage';

const SEGMENT_COLORS = [colors.left, colors.right, colors.accent, colors.cyan, colors.noTeam, colors.orange];

const wheelWrap = css`
  position: relative;
  width: ${vw(78)};
  height: ${vw(78)};
`;
const wheel = css`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  box-shadow:
    0 0 0 ${vw(2)} #fff,
    0 0 0 ${vw(3.4)} ${colors.noTeamDeep},
    0 ${vw(4)} ${vw(10)} rgba(0, 0, 0, 0.5);
  animation: rl-spin 1.1s linear infinite;
  @keyframes rl-spin {
    to {
      transform: rotate(360deg);
    }
  }
  &[data-stopped='true'] {
    animation: none;
    transform: rotate(var(--stop));
    transition: transform 1.6s ${motionCurve.out};
  }
`;
const pointer = css`
  position: absolute;
  top: ${vw(-4)};
  left: 50%;
  width: ${vw(10)};
  height: ${vw(12)};
  transform: translateX(-50%);
  filter: drop-shadow(0 ${vw(1)} 0 rgba(0, 0, 0, 0.3));
`;
const hub = css`
  position: absolute;
  inset: 38%;
  border-radius: 50%;
  background: ${colors.paper};
  box-shadow: 0 ${vw(1)} 0 #d9c9a8;
  display: flex;
  align-items: center;
  justify-content: center;
  font-family: ${fonts.display};
  font-weight: 900;
  color: ${colors.ink};
  font-size: ${vw(5)};
`;
const resultCard = css`
  width: 100%;
  padding: ${vw(5)};
  border-radius: ${vw(6)};
  background: ${colors.paper};
  color: ${colors.ink};
  box-shadow:
    0 ${vw(2)} 0 #d9c9a8,
    0 ${vw(4)} ${vw(8)} rgba(0, 0, 0, 0.4);
  animation: rl-pop 520ms ${motionCurve.pop};
  @keyframes rl-pop {
    from {
      transform: scale(0.6) rotate(-6deg);
      opacity: 0;
    }
  }
`;
const num = css`
  display: inline-block;
  padding: ${vw(0.8)} ${vw(3)};
  border-radius: 999px;
  background: ${colors.noTeam};
  color: #fff;
  font-weight: 900;
  font-size: ${vw(3.6)};
`;
const gameTitle = css`
  margin: ${vw(2)} 0 ${vw(1)};
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(8)};
`;
const gameLead = css`
  margin: 0;
  font-size: ${vw(4)};
  line-height: 1.45;
`;
const head = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(1.5)};
`;
const grow = css`
  flex: 1;
`;

/** The wheel's segments as an SVG of the candidates, each labelled with its game number. */
function Wheel({ candidates, result }: { candidates: readonly GameId[]; result: GameId | null }) {
  const n = Math.max(1, candidates.length);
  const step = 360 / n;
  const at = result ? candidates.indexOf(result) : -1;
  // Stop with the chosen segment's middle under the pointer at the top.
  const stop = at >= 0 ? `${720 - (at + 0.5) * step}deg` : '0deg';
  const arc = (i: number) => {
    const a0 = ((i * step - 90) * Math.PI) / 180,
      a1 = (((i + 1) * step - 90) * Math.PI) / 180;
    return `M50 50 L${50 + 50 * Math.cos(a0)} ${50 + 50 * Math.sin(a0)} A50 50 0 ${step > 180 ? 1 : 0} 1 ${50 + 50 * Math.cos(a1)} ${50 + 50 * Math.sin(a1)} Z`;
  };
  return (
    <svg className={wheel} viewBox="0 0 100 100" data-stopped={String(result !== null)} style={{ '--stop': stop } as CSSProperties} aria-hidden="true">
      {candidates.map((id, i) => (
        <g key={id}>
          {n === 1 ? (
            <circle cx="50" cy="50" r="50" fill={SEGMENT_COLORS[0]} />
          ) : (
            <path d={arc(i)} fill={SEGMENT_COLORS[i % SEGMENT_COLORS.length]} stroke="#fff" strokeWidth="0.8" />
          )}
          <text x="50" y="14" fontSize="6.5" fontWeight="900" textAnchor="middle" fill={colors.ink} transform={`rotate(${(i + 0.5) * step} 50 50)`}>
            {id.slice(2)}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * SPEC.md roulette / rouletteStopped: the next game spins on the big screen and here; the phone
 * picked by the charge (`roulette.canStop`) gets the STOP button (`stopRoulette {}`).
 */
export function Roulette() {
  const { t } = useTranslation(['System', 'gmCommon']);
  const snap = useSnapshot(client);
  const view = snap.view as PhoneView;
  const r = view.system.roulette;
  const stopped = view.system.status === 'rouletteStopped' || !!r?.result;
  const pending = snap.intents[Events.stopRoulette]?.pending ?? false;
  return (
    <main className={stage} data-scene={stopped ? 'rouletteStopped' : 'roulette'}>
      <div className={head}>
        <h1 className={title}>{stopped ? t('Roulette_Stopped_Title_00') : r?.canStop ? t('Roulette_CanStop_Title_00') : t('Roulette_Title_00')}</h1>
        {!stopped && <p className={body}>{r?.canStop ? t('Roulette_CanStop_Body_00') : t('Roulette_Body_00')}</p>}
      </div>
      <div className={wheelWrap}>
        <Wheel candidates={r?.candidates ?? []} result={r?.result ?? null} />
        <span className={hub}>{stopped && r?.result ? r.result.slice(2) : '?'}</span>
        <svg className={pointer} viewBox="0 0 20 24" aria-hidden="true">
          <path d="M2 2h16L10 22z" fill={colors.accent} stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
      </div>
      {!stopped && r?.canStop && (
        <GameButton tone="danger" disabled={pending} onPress={() => sendIntent(Events.stopRoulette, {})} data-testid="roulette-stop">
          {t('Roulette_Stop_00')}
        </GameButton>
      )}
      {stopped && r?.result && (
        <div className={resultCard} data-testid="roulette-result">
          <span className={num}>{t('gmCommon:Game_Number_00', { id: r.result.slice(2) })}</span>
          <p className={gameTitle}>{t(`gmCommon:Game_${r.result}_Title_00`)}</p>
          <p className={gameLead}>{t(`gmCommon:Game_${r.result}_Lead_00`)}</p>
        </div>
      )}
      <div className={grow} />
      {(stopped || !r?.canStop) && <EmoteBar />}
    </main>
  );
}
