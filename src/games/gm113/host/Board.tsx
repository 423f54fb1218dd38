import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { startClock } from '../../../engine/clock';
import type { Team } from '../../../protocol/enums';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts } from '../../../ui/tokens';
import { faceBadge, FaceGrid, FaceTile, photosOf } from '../../common/host/Faces';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { Podium } from '../../common/host/Podium';
import { TeamScores } from '../../common/host/TeamScores';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import { gripEnough } from '../rules/judge';
import type { Gm113Board } from '../rules/views';
import { Beam } from '../shared/Beam';
import { SwingFigure } from '../shared/SwingFigure';
import { Crowd, VisitorDefs } from '../shared/Visitors';
import { playBeat, playFinish, playLanding, warmUpSound } from './sound';

type Board = Snapshot<Gm113Board>;
type Players = Snapshot<PublicPlayer[]>;

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 1.4vh;
  padding: 2.6vh 2.4vw 2vh;
  background:
    radial-gradient(ellipse at 50% 110%, rgba(23, 195, 178, 0.28) 0%, transparent 55%),
    radial-gradient(circle at 50% 20%, #2b2a6e 0%, #1a1840 40%, ${colors.bgDeep} 80%);
  color: #fff;
  font-family: ${fonts.body};
  overflow: hidden;
`;
const stars = css`
  position: absolute;
  inset: 0 0 45% 0;
  pointer-events: none;
  opacity: 0.5;
  background-image: radial-gradient(circle, #fff 0 0.12vh, transparent 0.14vh), radial-gradient(circle, #fff 0 0.1vh, transparent 0.12vh);
  background-size:
    13vw 11vh,
    7vw 17vh;
  background-position:
    2vw 3vh,
    5vw 8vh;
`;
const top = css`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  gap: 2vw;
`;
const total = css`
  justify-self: start;
  &[data-team='right'] {
    justify-self: end;
  }
  small {
    line-height: 1.25;
  }
`;
const chip = css`
  display: flex;
  align-items: center;
  gap: 1.2vw;
  padding: 1vh 2.4vw;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-size: 3.4vh;
  white-space: nowrap;
  b {
    color: ${colors.accent};
    min-width: 2ch;
  }
`;
const main = css`
  position: relative;
  display: grid;
  grid-template-columns: 1fr 6.5vw 38vw 6.5vw 1fr;
  gap: 1.2vw;
  min-height: 0;
  --beam-count: 4.4vh;
`;
const crowd = css`
  min-width: 0;
  min-height: 0;
  padding-top: 6vh;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  position: relative;
  h2 {
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    margin: 0;
    font-family: ${fonts.display};
    font-size: 3vh;
    text-align: center;
    color: ${colors.textDim};
  }
  &[data-team='left'] h2 {
    color: ${colors.left};
  }
  &[data-team='right'] h2 {
    color: ${colors.right};
  }
`;
const center = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.4vh;
  text-align: center;
  min-height: 0;
  &[data-crowded='true'] {
    gap: 0.8vh;
  }
`;
const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 6.6vh;
  line-height: 1.1;
  text-shadow: 0 0.6vh 0 rgba(0, 0, 0, 0.4);
`;
const patternTitle = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 8vh;
  line-height: 1.05;
  color: ${colors.accent};
  text-shadow: 0 0.7vh 0 rgba(0, 0, 0, 0.4);
`;
const sub = css`
  margin: 0;
  font-size: 2.8vh;
  color: ${colors.textDim};
  max-width: 38vw;
  line-height: 1.4;
  &[data-warn='true'] {
    color: ${colors.accent};
    font-weight: 700;
  }
`;
/** The figure shrinks as the faces' strip grows (a full room's strip takes four rows). */
const figureBig = css`
  --fig-size: 32vh;
  --cue-size: 6.4vh;
  [data-crowded='true'] & {
    --fig-size: 21vh;
    --cue-size: 4.6vh;
  }
`;
const figureSmall = css`
  --fig-size: 24vh;
  --cue-size: 5vh;
  [data-crowded='true'] & {
    --fig-size: 17vh;
    --cue-size: 4vh;
  }
`;
const newcomers = css`
  display: flex;
  gap: 4vw;
  font-family: ${fonts.display};
  div {
    display: flex;
    flex-direction: column;
    align-items: center;
    font-size: 11vh;
    line-height: 1;
    color: ${colors.left};
    text-shadow: 0 0.8vh 0 rgba(0, 0, 0, 0.35);
  }
  div[data-team='right'] {
    color: ${colors.right};
  }
  small {
    font-family: ${fonts.body};
    font-size: 2.4vh;
    color: ${colors.textDim};
    text-shadow: none;
  }
`;
const standings = css`
  display: grid;
  grid-template-columns: auto auto auto;
  gap: 1vh 2vw;
  align-items: baseline;
  font-size: 3vh;
  b {
    font-family: ${fonts.display};
    font-size: 6vh;
    text-align: right;
  }
  small {
    color: ${colors.textDim};
  }
`;
const podium = css`
  gap: 2.4vw;
  align-items: stretch;
  li {
    gap: 0.4vh;
    font-size: 2.4vh;
  }
`;
const grid = css`
  gap: 1vh 0.8vw;
  align-content: flex-end;
  max-height: 21vh;
  overflow: hidden;
`;
const tile = css`
  width: calc(var(--face) + 1.4vh);
  gap: 0.4vh;
  font-size: 1.7vh;
  transition: opacity 0.3s;
  &[data-loose='true'] {
    opacity: 0.45;
  }
`;
const face = css`
  i {
    position: absolute;
    inset: calc(var(--face) * -0.14);
    border-radius: 50%;
    border: calc(var(--face) * 0.08) solid ${colors.accent};
    opacity: 0;
    animation: gm113-hit 0.6s ease-out;
    pointer-events: none;
  }
  @keyframes gm113-hit {
    from {
      opacity: 1;
      transform: scale(0.9);
    }
    to {
      opacity: 0;
      transform: scale(1.35);
    }
  }
  u {
    position: absolute;
    left: calc(var(--face) * -0.16);
    top: calc(var(--face) * -0.12);
    width: calc(var(--face) * 0.46);
    height: calc(var(--face) * 0.46);
    border-radius: 50%;
    background: ${colors.danger};
    color: #fff;
    text-decoration: none;
    font-size: calc(var(--face) * 0.3);
    display: flex;
    align-items: center;
    justify-content: center;
  }
`;

const FACES = { l: '6.4vh', m: '4.6vh', s: '3.6vh', xs: '2.9vh' };

const teamName = (t: (k: string) => string, team: Team) => t(`Team_${team}_00`);

function Tiles({ board, players }: { board: Board; players: Players }) {
  const photo = photosOf(players);
  const practising = board.practicing;
  // Faces shrink as the room fills, so all of up to 100 players fit the strip (names go below 4.6vh).
  return (
    <FaceGrid count={board.swingers.length} sizes={FACES} className={grid} data-testid="swingers">
      {board.swingers.map((q) => (
        <FaceTile
          key={q.id}
          name={q.name}
          photo={photo.get(q.id)}
          team={q.team}
          className={tile}
          face={{ className: face }}
          data-loose={!gripEnough(q.holding, board.holdingNeeded) && board.status !== 'swingingFinished'}
          data-testid="swinger"
        >
          {q.lastHit && <i key={`${q.lastHit.call}:${q.lastHit.beat}`} />}
          {q.upright === false && board.status !== 'swingingFinished' && <u title="tilted">↻</u>}
          <em className={faceBadge} data-done={practising && q.tutorialDone} data-testid={`hits-${q.name}`}>
            {practising ? (q.tutorialDone ? '✓' : `${Math.min(q.practice, board.practiceSwings)}`) : q.hits}
          </em>
        </FaceTile>
      ))}
    </FaceGrid>
  );
}

function Center({ board }: { board: Board }) {
  const crowded = board.swingers.length > 40;
  const { t } = useTranslation('gm113');
  const left = useSecondsLeft(board.statusUntil);
  const call = board.call;
  const toFirstBeat = useSecondsLeft(board.status === 'call' ? call?.firstBeat : null) ?? 0;
  const practising = board.practicing;
  const noGrip = board.swingers.filter((q) => !gripEnough(q.holding, board.holdingNeeded)).length;
  const tilted = board.swingers.filter((q) => q.upright === false).length;
  if (practising) {
    return (
      <div className={center} data-crowded={crowded} data-testid="host-center">
        <h1 className={title}>{t('Host_Tutorial_00', { count: board.practiceSwings })}</h1>
        <SwingFigure pattern="side" call={null} color={colors.accent} label={t('Cue_Swing_00')} className={figureSmall} />
        <p className={sub}>{t(board.holdingNeeded === 'both' ? 'Host_TutorialBodyBoth_00' : 'Host_TutorialBody_00')}</p>
      </div>
    );
  }
  if (board.status === 'waitingForSwinging') {
    const pattern = board.nextPattern ?? 'side';
    return (
      <div className={center} data-crowded={crowded} data-testid="host-center">
        <div className={chip}>
          {t('Call_00', { index: (call?.index ?? -1) + 2, of: board.calls })}
          <b>{left ?? ''}</b>
        </div>
        <h1 className={patternTitle} data-testid="host-next-pattern">
          {t(`Pattern_${pattern}_00`)}
        </h1>
        <SwingFigure pattern={pattern} call={null} color={colors.accent} label={t('Cue_Swing_00')} className={figureSmall} />
        <p className={sub}>{t(`PatternHow_${pattern}_00`)}</p>
      </div>
    );
  }
  if (board.status === 'call' && call) {
    const hint =
      toFirstBeat > 0
        ? 'CountIn_00'
        : noGrip > 0
          ? board.holdingNeeded === 'both'
            ? 'Host_NoGripBoth_00'
            : 'Host_NoGrip_00'
          : tilted > 0
            ? 'Host_Tilted_00'
            : 'Host_Call_00';
    return (
      <div className={center} data-crowded={crowded} data-testid="host-center">
        <div className={chip}>
          {t('Call_00', { index: call.index + 1, of: call.of })} · {t(`Pattern_${call.pattern}_00`)}
          <b data-testid="host-seconds">{left ?? ''}</b>
        </div>
        <SwingFigure pattern={call.pattern} call={call} color={colors.accent} label={t('Cue_Swing_00')} countIn onBeat={playBeat} className={figureBig} />
        <p className={sub} data-warn={hint !== 'Host_Call_00' && hint !== 'CountIn_00'}>
          {t(hint)}
        </p>
      </div>
    );
  }
  if (board.status === 'makeFriends') {
    return (
      <div className={center} data-testid="host-center">
        <h1 className={title}>{t('Host_MakeFriends_00')}</h1>
        <div className={newcomers} data-testid="newcomers">
          {(['left', 'right'] as const).map((team) => (
            <div key={team} data-team={team}>
              +{board.teams[team].callVisitors}
              <small>{teamName(t, team)}</small>
            </div>
          ))}
        </div>
        <p className={sub}>{t('Host_MakeFriendsBody_00')}</p>
      </div>
    );
  }
  const ranked = [...board.swingers].sort((a, b) => b.hits - a.hits).slice(0, 3);
  return (
    <div className={center} data-testid="host-center">
      <h1 className={title}>{t('Host_Finished_00')}</h1>
      <div className={standings} data-testid="host-standings">
        {(['left', 'right'] as const).map((team) => (
          <div key={team} style={{ display: 'contents' }}>
            <span style={{ color: team === 'left' ? colors.left : colors.right }}>{teamName(t, team)}</span>
            <b>{board.teams[team].perHead}</b>
            <small>{t('Visitors_00', { count: board.teams[team].visitors })}</small>
          </div>
        ))}
      </div>
      <p className={sub}>{t('Host_Top_00')}</p>
      <Podium entries={ranked.map((q) => ({ id: q.id, name: q.name, score: q.hits }))} className={podium} />
    </div>
  );
}

function Play({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm113');
  // A chime for every visitor landing, a fanfare at the end.
  const landed = useRef(board.teams.left.visitors + board.teams.right.visitors);
  const visitors = board.teams.left.visitors + board.teams.right.visitors;
  useEffect(() => {
    if (visitors > landed.current) playLanding();
    landed.current = visitors;
  }, [visitors]);
  useEffect(() => {
    if (board.status === 'swingingFinished') playFinish();
  }, [board.status]);
  const fresh = board.status === 'makeFriends';
  return (
    <section className={stage} data-scene={`host-gm113-${board.status}`}>
      <div className={stars} />
      <TeamScores
        testId="total"
        className={top}
        cardClassName={total}
        middle={<div />}
        score={(side) => board.teams[side].perHead}
        label={(side) => (
          <>
            {teamName(t, side)}
            <br />
            {t('PerHead_00')}
          </>
        )}
      />
      <div className={main}>
        {(['left', 'right'] as const).map((side) => (
          <div key={side} className={crowd} data-team={side} style={{ gridColumn: side === 'left' ? 1 : 5, gridRow: 1 }}>
            <h2>{t('Host_Crowd_00', { team: teamName(t, side) })}</h2>
            <Crowd
              count={board.teams[side].visitors}
              fresh={fresh ? board.teams[side].callVisitors : 0}
              from={side === 'left' ? 'right' : 'left'}
              aspect={1.05}
            />
          </div>
        ))}
        {(['left', 'right'] as const).map((side) => (
          <div key={side} style={{ gridColumn: side === 'left' ? 2 : 4, gridRow: 1, minHeight: 0 }}>
            <Beam
              team={side}
              fill={board.teams[side].fill}
              visitors={board.teams[side].visitors}
              label={t('Visitors_00', { count: board.teams[side].visitors })}
            />
          </div>
        ))}
        <div style={{ gridColumn: 3, gridRow: 1, minHeight: 0, display: 'flex' }}>
          <Center board={board} />
        </div>
      </div>
      <Tiles board={board} players={players} />
    </section>
  );
}

/** Swing signal (gm113) on the big screen: the beat and its pattern, both teams' beams and crowds, every swinger. */
export default function Gm113Board() {
  const { t } = useTranslation('gm113');
  // The beat is drawn on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
    warmUpSound();
  }, []);
  const { view, game } = useHostGame('gm113');
  if (!view || !game) return null;
  return (
    <>
      <VisitorDefs />
      <HostGameFrame
        game={game}
        intro={{
          title: t('Title_00'),
          howTo: t('HowTo_00'),
          art: <SwingFigure pattern="arc" call={null} color={colors.accent} label={t('Cue_Swing_00')} className={figureSmall} />,
        }}
        board={() => game.board && <Play board={game.board} players={view.players} />}
      />
    </>
  );
}
