import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { Team } from '../../../protocol/enums';
import { colors, fonts } from '../../../ui/tokens';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { BoardHunter, Gm121Board } from '../rules/views';
import { Histogram, Swatch, cssRgb } from '../shared/Swatch';
import { sfx } from './sfx';

type Board = Snapshot<Gm121Board>;

const wrap = css`
  width: 100%;
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2vh;
  padding: 3vh 3vw;
  box-sizing: border-box;
  font-family: ${fonts.display};
`;
const title = css`
  margin: 0;
  font-size: 5vh;
`;
const big = css`
  display: flex;
  align-items: center;
  gap: 4vw;
  font-size: 9vh;
`;
const halves = css`
  flex: 1;
  width: 100%;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 2vw;
  min-height: 0;
`;
const half = css`
  display: flex;
  flex-direction: column;
  gap: 1.2vh;
  padding: 1.5vh 1vw;
  border-radius: 1.5vh;
  background: rgba(255, 255, 255, 0.06);
  border-top: 0.8vh solid ${colors.left};
  min-height: 0;
  overflow: hidden;
  &[data-team='right'] {
    border-color: ${colors.right};
  }
`;
const tiles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5vh;
  align-content: flex-start;
`;
const tile = css`
  position: relative;
  width: 4.4vh;
  height: 4.4vh;
  border-radius: 0.8vh;
  background: rgba(255, 255, 255, 0.12);
  overflow: hidden;
  font-size: 1.4vh;
  display: flex;
  align-items: center;
  justify-content: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-done='true'] {
    background: ${colors.accent};
  }
`;
const topRow = css`
  display: flex;
  gap: 1vw;
`;
const topShot = css`
  position: relative;
  width: 24vh;
  height: 24vh;
  border-radius: 1.6vh;
  overflow: hidden;
  border: 0.6vh solid #fff;
  box-shadow: 0 1vh 2vh rgba(0, 0, 0, 0.4);
  &:first-child {
    border-color: ${colors.accent};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  b {
    position: absolute;
    bottom: 0;
    left: 0;
    right: 0;
    background: rgba(0, 0, 0, 0.6);
    font-size: 2.8vh;
    text-align: center;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
/** The rest of a team's shots, smaller, with their scores. */
const restTile = css`
  width: var(--rest, 8vh);
  height: var(--rest, 8vh);
  font-size: 1.8vh;
  align-items: flex-end;
  b {
    position: absolute;
    bottom: 0;
    left: 0;
    right: 0;
    background: rgba(0, 0, 0, 0.55);
    text-align: center;
  }
`;
const axis = css`
  display: flex;
  justify-content: space-between;
  font-size: 2vh;
  opacity: 0.7;
`;

function teamOf(b: Board, team: Team) {
  return b.hunters.filter((h) => h.team === team);
}

function Tile({ h, showPhoto }: { h: Snapshot<BoardHunter>; showPhoto: boolean }) {
  return (
    <span className={tile} data-done={h.shot || h.practised} title={h.name} data-testid="hunter">
      {showPhoto && h.photo ? <img src={h.photo} alt={h.name} /> : h.capability === 'denied' ? '📣' : h.name.slice(0, 2)}
    </span>
  );
}

function Hunting({ b }: { b: Board }) {
  const { t } = useTranslation('gm121');
  const left = useSecondsLeft(b.shootUntil);
  const tutorial = b.status === 'tutorialPhotoShooting';
  return (
    <section className={wrap} data-scene={`gm121-board-${b.status}`}>
      <h1 className={title}>{tutorial ? t('Board_Tutorial_00') : t('Hunt_Title_00', { n: b.round + 1, of: b.rounds })}</h1>
      <div className={big}>
        <Swatch rgb={b.colour.rgb} size="18vh" testId="board-swatch" />
        <span>{t(`Color_${b.colour.id}_00`)}</span>
        {!tutorial && <span style={{ color: colors.accent }}>{left ?? ''}</span>}
      </div>
      <div className={halves}>
        {(['left', 'right'] as const).map((team) => (
          <div key={team} className={half} data-team={team}>
            <div className={tiles}>
              {teamOf(b, team).map((h) => (
                <Tile key={h.id} h={h} showPhoto={tutorial} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function ColourReveal({ b }: { b: Board }) {
  const { t } = useTranslation('gm121');
  const left = useSecondsLeft(b.statusUntil);
  return (
    <section
      className={wrap}
      data-scene="gm121-board-roundColor"
      style={{ justifyContent: 'center', background: `radial-gradient(circle, ${cssRgb(b.colour.rgb)}55, transparent 70%)` }}
    >
      <h1 className={title}>{t('Color_Title_00', { n: b.round + 1, of: b.rounds })}</h1>
      <Swatch rgb={b.colour.rgb} size="40vh" testId="board-swatch" />
      <div className={big} data-testid="colour-name">
        {t(`Color_${b.colour.id}_00`)}
      </div>
      <p style={{ fontSize: '3.5vh', margin: 0 }}>
        {t('Board_Get_Ready_00')} {left ?? ''}
      </p>
    </section>
  );
}

function Mosaic({ b }: { b: Board }) {
  const { t } = useTranslation('gm121');
  return (
    <section className={wrap} data-scene="gm121-board-roundResult">
      <div className={big} style={{ fontSize: '5vh' }}>
        <Swatch rgb={b.colour.rgb} size="7vh" />
        {t(`Color_${b.colour.id}_00`)}
      </div>
      <div className={halves}>
        {(['left', 'right'] as const).map((team) => {
          const shots = teamOf(b, team)
            .filter((h) => h.photo)
            .sort((x, y) => (y.score ?? 0) - (x.score ?? 0));
          return (
            <div key={team} className={half} data-team={team} data-testid={`mosaic-${team}`}>
              <div className={topRow}>
                {shots.slice(0, 3).map((h) => (
                  <span key={h.id} className={topShot} data-testid="top-shot" data-score={h.score}>
                    <img src={h.photo!} alt={h.name} />
                    <b>
                      {h.name} {h.score}
                    </b>
                  </span>
                ))}
                {shots.length === 0 && <span style={{ fontSize: '3vh' }}>{t('Board_NoShots_00')}</span>}
              </div>
              {/* Smaller tiles as a big team's shots grow, so 50 shots fit beside the best three. */}
              <div className={tiles} style={{ flex: 1, minHeight: 0, ['--rest' as string]: shots.length > 23 ? '4.4vh' : shots.length > 11 ? '6vh' : '8vh' }}>
                {shots.slice(3).map((h) => (
                  <span key={h.id} className={`${tile} ${restTile}`} data-testid="hunter" title={h.name}>
                    <img src={h.photo!} alt={h.name} />
                    <b>{h.score}</b>
                  </span>
                ))}
              </div>
              {b.histograms && (
                <div>
                  <Histogram bins={b.histograms[team]} colour={team === 'left' ? colors.left : colors.right} height="14vh" testId={`histogram-${team}`} />
                  {/* The bins run over the score, 0 to 100. */}
                  <div className={axis}>
                    <span>0</span>
                    <span>50</span>
                    <span>100</span>
                  </div>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function Standings({ b }: { b: Board }) {
  const { t } = useTranslation('gm121');
  return (
    <section className={wrap} data-scene="gm121-board-roundFinished" style={{ justifyContent: 'center' }}>
      <h1 className={title}>{t('Finished_Title_00')}</h1>
      <div className={big} data-testid="team-scores">
        <span style={{ color: colors.left }}>{b.teamScores.left}</span>
        <span>–</span>
        <span style={{ color: colors.right }}>{b.teamScores.right}</span>
      </div>
      <div className={topRow}>
        {b.colours.map((c) => (
          <Swatch key={c.id} rgb={c.rgb} size="8vh" />
        ))}
      </div>
      <p style={{ fontSize: '3vh', margin: 0 }}>{t('Board_Rule_00')}</p>
    </section>
  );
}

/** The reveal, the hunt's start, each shot coming in and the mosaic, heard as they happen (not on the first render). */
function useHuntSounds(b: Board) {
  const shots = b.hunters.filter((h) => h.shot).length;
  const last = useRef<{ status: string; round: number; shots: number } | null>(null);
  useEffect(() => {
    const was = last.current;
    last.current = { status: b.status, round: b.round, shots };
    if (!was) return;
    if (b.status !== was.status || b.round !== was.round) {
      if (b.status === 'roundColor') sfx.reveal();
      else if (b.status === 'roundPhotoShooting') sfx.hunt();
      else if (b.status === 'roundResult') sfx.mosaic();
    } else if (shots > was.shots) sfx.shot();
  }, [b.status, b.round, shots]);
}

function Play({ b }: { b: Board }) {
  useHuntSounds(b);
  switch (b.status) {
    case 'tutorialPhotoShooting':
    case 'roundPhotoShooting':
      return <Hunting b={b} />;
    case 'roundColor':
      return <ColourReveal b={b} />;
    case 'roundResult':
      return <Mosaic b={b} />;
    case 'roundFinished':
      return <Standings b={b} />;
  }
}

/** Colour hunt (gm121) on the big screen: the swatch, who has shot, each team's mosaic and histogram, the standings. */
export default function Gm121Board() {
  const { t } = useTranslation('gm121');
  const { view, game } = useHostGame('gm121');
  const board = game?.board ?? null;
  if (!view || !game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{ title: t('Title_00'), howTo: t('HowTo_00'), art: <Swatch rgb={[245, 120, 180]} size="20vh" /> }}
      board={() => board && <Play b={board} />}
    />
  );
}
