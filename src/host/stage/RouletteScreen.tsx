import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../protocol/views';
import { colors } from '../../ui/tokens';
import { gameInfo } from '../../games/catalog';
import { wheelSegments } from '../../session/roulette';
import { hostSound } from '../../sound/hostSound';
import { Avatar } from '../ui/Avatar';
import { gameColor, gameNumber } from '../ui/gameArt';
import { headline, pop } from '../ui/styles';
import { ChargeMeters } from './ChargeMeters';
import { Wheel } from './Wheel';

const layout = css`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 3vw;
  padding: 2vw 3vw;
`;
const left = css`
  display: flex;
  flex-direction: column;
  gap: 1.5vw;
  align-items: flex-start;
`;
const stopper = css`
  display: flex;
  align-items: center;
  gap: 1vw;
  font-size: 1.6vw;
  font-weight: 800;
  background: rgba(0, 0, 0, 0.3);
  padding: 0.6vw 1.4vw 0.6vw 0.6vw;
  border-radius: 999px;
`;
const result = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.8vw;
  padding: 2vw;
  border-radius: 2vw;
  text-align: center;
  background: var(--game);
  color: #1b1530;
  box-shadow:
    0 0 0 0.5vw #fff,
    0 1.5vw 4vw rgba(0, 0, 0, 0.5);
  b {
    font-size: 5vw;
    line-height: 1;
    font-weight: 900;
  }
  strong {
    font-size: 2.6vw;
    font-weight: 900;
  }
  p {
    margin: 0;
    font-size: 1.4vw;
    font-weight: 700;
    max-width: 24vw;
  }
`;
const tags = css`
  display: flex;
  gap: 0.5vw;
  flex-wrap: wrap;
  justify-content: center;
  span {
    background: #1b1530;
    color: #fff;
    border-radius: 999px;
    padding: 0.2vw 0.8vw;
    font-size: 1vw;
    font-weight: 800;
  }
`;
const title = css`
  font-size: 4vw;
  text-align: left;
  color: ${colors.accent};
`;

/** The roulette picks the next game while phones charge; the host or the leading team's phone stops it. */
export function RouletteScreen({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const r = view.system.roulette;
  const candidates = r?.candidates ?? [];
  const segments = useMemo(() => wheelSegments(candidates), [candidates.join()]);
  const land = r?.result ? segments.indexOf(r.result) : null;
  const [revealed, setRevealed] = useState<string | null>(() => (view.system.status === 'rouletteStopped' ? (r?.result ?? null) : null));
  useEffect(() => {
    if (!r?.result) setRevealed(null);
  }, [r?.result]);
  const stopPlayer = view.players.find((p) => p.id === r?.stopperId);
  const shown = r?.result && revealed === r.result ? gameInfo(r.result) : null;
  return (
    <section className={layout} data-scene="roulette" data-result={shown?.id ?? ''}>
      <div className={left}>
        <h1 className={`${headline} ${title}`}>{t(shown ? 'Roulette_Result_00' : 'Roulette_Title_00')}</h1>
        {!r?.result && stopPlayer && (
          <div className={stopper} data-testid="stopper">
            <Avatar name={stopPlayer.name} photo={stopPlayer.photo} team={stopPlayer.team} size="4vw" />
            {t('Roulette_Stopper_00', { name: stopPlayer.name })}
          </div>
        )}
        {!r?.result && <ChargeMeters view={view} size="s" />}
      </div>
      <Wheel
        segments={segments}
        land={land !== null && land >= 0 ? land : null}
        spinning={view.system.status === 'roulette'}
        onTick={() => hostSound.play('rouletteTick')}
        onStop={() => {
          hostSound.play('rouletteStop');
          setRevealed(r?.result ?? null);
        }}
      />
      <div>
        {shown && (
          <div className={`${result} ${pop}`} style={{ '--game': gameColor(shown.id) } as CSSProperties} data-testid="roulette-result">
            <b>{gameNumber(shown.id)}</b>
            <strong>{t(`Game_${shown.id}_Name_00`)}</strong>
            <p>{t(`Game_${shown.id}_Desc_00`)}</p>
            <div className={tags}>
              {shown.motion && <span>{t('Game_Tag_motion_00')}</span>}
              {shown.camera && <span>{t('Game_Tag_camera_00')}</span>}
              {shown.noisy && <span>{t('Game_Tag_noisy_00')}</span>}
              {shown.movesSeats && <span>{t('Game_Tag_movesSeats_00')}</span>}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
