import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { startClock } from '../../../engine/clock';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts } from '../../../ui/tokens';
import { faceBadge, FaceGrid, FaceTile, photosOf } from '../../common/host/Faces';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { Podium } from '../../common/host/Podium';
import { TeamScores } from '../../common/host/TeamScores';
import { title } from '../../common/host/styles';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm130Board } from '../rules/views';
import { SquatBeat } from '../shared/SquatBeat';
import { Standings } from '../shared/Standings';
import { playBeat, warmUpBeat } from './beatSound';

type Board = Snapshot<Gm130Board>;
type Players = Snapshot<PublicPlayer[]>;

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 1.6vh;
  padding: 3vh 3vw 2vh;
  background: radial-gradient(circle at 50% 25%, #2f5c48 0%, #1c2a3a 35%, ${colors.bgDeep} 75%);
  color: #fff;
  font-family: ${fonts.body};
  overflow: hidden;
`;
const total = css`
  small {
    line-height: 1.2;
  }
`;
const chip = css`
  display: flex;
  align-items: center;
  gap: 1.2vw;
  padding: 1vh 2.4vw;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-size: 3.6vh;
  b {
    color: ${colors.accent};
    min-width: 2ch;
  }
`;
const center = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.6vh;
  text-align: center;
  min-height: 0;
`;
const sub = css`
  margin: 0;
  font-size: 3vh;
  color: ${colors.textDim};
  max-width: 70vw;
`;
const beatBig = css`
  --beat-size: 30vh;
  --cue-size: 8vh;
`;
const beatSmall = css`
  --beat-size: 22vh;
  --cue-size: 5vh;
`;
const standings = css`
  width: 60vw;
  --st-font: 3.2vh;
  --st-gap: 1.6vh;
  --st-label: 16vw;
  --st-value: 8vw;
  --st-bar: 4.5vh;
`;
const grid = css`
  gap: 1.2vh 1vw;
  max-height: 24vh;
  overflow: hidden;
`;
const tile = css`
  width: calc(var(--face) + 1.4vh);
  gap: 0.5vh;
  font-size: 1.8vh;
  transition: opacity 0.3s;
  &[data-loose='true'] {
    opacity: 0.45;
  }
`;

const FACES = { l: '7vh', m: '5vh', s: '3.8vh', xs: '3vh' };

const teamName = (t: (k: string) => string, team: string) => t(`Team_${team}_00`);

function Tiles({ board, players }: { board: Board; players: Players }) {
  const photo = photosOf(players);
  const practising = board.status === 'tutorialSquatting';
  const half = board.half?.index ?? 0;
  // Faces shrink as the room fills, so all of up to 100 players fit the strip (names go below 5vh).
  return (
    <FaceGrid count={board.squatters.length} sizes={FACES} className={grid} data-testid="squatters">
      {board.squatters.map((q) => (
        <FaceTile
          key={q.id}
          name={q.name}
          photo={photo.get(q.id)}
          team={q.team}
          className={tile}
          data-loose={!q.holding && board.status !== 'squattingFinished'}
          data-testid="squatter"
        >
          <em className={faceBadge} data-done={practising && q.tutorialDone} data-testid={`count-${q.name}`}>
            {practising
              ? q.tutorialDone
                ? '✓'
                : `${Math.min(q.practice, board.practiceSquats)}`
              : board.status === 'squattingFinished'
                ? q.counts[0] + q.counts[1]
                : q.counts[half]}
          </em>
        </FaceTile>
      ))}
    </FaceGrid>
  );
}

function Play({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm130');
  const left = useSecondsLeft(board.statusUntil);
  const toFirstBeat = useSecondsLeft(board.status === 'squatting' ? board.half?.firstBeat : null) ?? 0;
  const half = board.half?.index ?? 0;
  const shown = board.standings.total;
  const first = board.standings.halves[0];
  const lead = first.left === first.right ? 'even' : first.left > first.right ? 'left' : 'right';
  const ranked = [...board.squatters].sort((a, b) => b.counts[0] + b.counts[1] - (a.counts[0] + a.counts[1])).slice(0, 3);
  const noHands = board.squatters.some((q) => q.noHands > 0);
  return (
    <section className={stage} data-scene={`host-gm130-${board.status}`}>
      <TeamScores
        testId="total"
        cardClassName={total}
        score={(side) => shown[side]}
        label={(side) => (
          <>
            {teamName(t, side)}
            <br />
            {t('PerHead_00')}
          </>
        )}
      />
      <div className={center}>
        {board.status === 'tutorialSquatting' && (
          <>
            <h1 className={title}>{t('Host_Tutorial_00', { count: board.practiceSquats })}</h1>
            <SquatBeat half={null} color={colors.accent} labels={{ down: t('Cue_Down_00'), up: t('Cue_Up_00') }} className={beatSmall} />
            <p className={sub}>{t('Host_TutorialBody_00')}</p>
          </>
        )}
        {board.status === 'squatting' && (
          <>
            <div className={chip}>
              {t(half === 1 ? 'Half_1_00' : 'Half_0_00')}
              <b data-testid="host-seconds">{left ?? ''}</b>
            </div>
            <SquatBeat
              half={board.half}
              color={colors.accent}
              labels={{ down: t('Cue_Down_00'), up: t('Cue_Up_00') }}
              countIn
              onBeat={playBeat}
              className={beatBig}
            />
            <p className={sub}>{toFirstBeat > 0 ? t('CountIn_00') : noHands ? t('Host_NoHands_00') : t('Host_Squat_00')}</p>
          </>
        )}
        {board.status === 'break' && (
          <>
            <h1 className={title}>{t('Host_Break_00')}</h1>
            <SquatBeat half={null} color={colors.cyan} labels={{ down: '', up: '' }} className={beatSmall} />
            <p className={sub}>{t('Host_BreakBody_00')}</p>
          </>
        )}
        {board.status === 'halfResult' && (
          <>
            <h1 className={title}>{t('HalfResult_Title_00')}</h1>
            <p className={sub} data-testid="lead">
              {t(`Lead_${lead}_00`)}
            </p>
            <Standings scores={first} className={standings} />
            <div className={chip}>
              {t('Host_Next_00')}
              <b>{left ?? ''}</b>
            </div>
          </>
        )}
        {board.status === 'squattingFinished' && (
          <>
            <h1 className={title}>{t('Host_Finished_00')}</h1>
            <Standings scores={board.standings.total} className={standings} />
            <p className={sub}>{t('Host_Top_00')}</p>
            <Podium entries={ranked.map((q) => ({ id: q.id, name: q.name, score: q.counts[0] + q.counts[1] }))} />
          </>
        )}
      </div>
      <Tiles board={board} players={players} />
    </section>
  );
}

/** Squat (gm130) on the big screen: the beat, every squatter's count, the per-head standings. */
export default function Gm130Board() {
  const { t } = useTranslation('gm130');
  // The beat is drawn on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
    warmUpBeat();
  }, []);
  const { view, game } = useHostGame('gm130');
  if (!view || !game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{
        title: t('Title_00'),
        howTo: t('HowTo_00'),
        art: <SquatBeat half={null} color={colors.accent} labels={{ down: t('Cue_Down_00'), up: t('Cue_Up_00') }} className={beatSmall} />,
      }}
      board={() => game.board && <Play board={game.board} players={view.players} />}
    />
  );
}
