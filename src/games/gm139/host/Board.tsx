import { css } from '@linaria/core';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { serverNow, startClock } from '../../../engine/clock';
import { useNow } from '../../../host/logic/useNow';
import { Avatar } from '../../../host/ui/Avatar';
import type { Team } from '../../../protocol/enums';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts } from '../../../ui/tokens';
import { faceSize, photosOf } from '../../common/host/Faces';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { TeamScore } from '../../common/host/TeamScores';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { BoardPlayer, Gm139Board } from '../rules/views';
import { Chair, ChairRing, Notes, Walker } from '../shared/Art';
import { useChairMusic, type MusicCue } from './useChairMusic';

type Board = Snapshot<Gm139Board>;
type Players = Snapshot<PublicPlayer[]>;

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.6vh;
  padding: 3vh 3vw;
  background: radial-gradient(circle at 50% 25%, #4a2470 0%, ${colors.bgDeep} 72%);
  color: #fff;
  font-family: ${fonts.body};
  overflow: hidden;
  &[data-sit='true'] {
    background: radial-gradient(circle at 50% 35%, #7a1f3d 0%, ${colors.bgDeep} 75%);
  }
`;
const top = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 2vw;
  font-family: ${fonts.display};
`;
const roundChip = css`
  padding: 1vh 2.4vw;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-size: 4vh;
  &[data-final='true'] {
    background: ${colors.accent};
    color: ${colors.ink};
  }
`;
const tallies = css`
  display: flex;
  gap: 1.5vw;
`;
const tally = css`
  align-items: baseline;
  gap: 0.8vw;
  font-size: 5vh;
  padding: 0.8vh 1.8vw;
`;
const center = css`
  min-height: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2vh;
  text-align: center;
`;
const row = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4vw;
`;
const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 8vh;
  line-height: 1.1;
  text-shadow: 0 0.6vh 0 rgba(0, 0, 0, 0.4);
`;
const sub = css`
  margin: 0;
  font-size: 3.2vh;
  color: ${colors.textDim};
  max-width: 70vw;
  line-height: 1.4;
`;
const count = css`
  font-family: ${fonts.display};
  font-size: 18vh;
  line-height: 1;
  color: ${colors.accent};
  text-shadow: 0 1vh 0 rgba(0, 0, 0, 0.4);
`;
const sitCall = css`
  font-family: ${fonts.display};
  font-size: 26vh;
  line-height: 1;
  color: ${colors.danger};
  text-shadow:
    0 1.2vh 0 ${colors.dangerDeep},
    0 0 6vh rgba(255, 90, 90, 0.6);
  animation: gm139-thump 0.5s cubic-bezier(0.2, 1.8, 0.4, 1) both;
  @keyframes gm139-thump {
    from {
      transform: scale(2.2);
      opacity: 0;
    }
    to {
      transform: scale(1);
      opacity: 1;
    }
  }
`;
const grid = css`
  --face: 7vh;
  display: flex;
  flex-wrap: wrap;
  gap: 1.2vh 1vw;
  justify-content: center;
  align-content: flex-end;
  max-height: 27vh;
  padding: 0.8vh 0;
  overflow: hidden;
  &[data-size='m'] {
    --face: 5vh;
  }
  &[data-size='s'] {
    --face: 3.8vh;
    gap: 0.8vh 0.6vw;
  }
  &[data-size='xs'] {
    --face: 3vh;
    gap: 0.6vh 0.5vw;
  }
  &[data-size='s'] small,
  &[data-size='xs'] small {
    display: none;
  }
`;
const tile = css`
  position: relative;
  width: calc(var(--face) * 1.5);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.4vh;
  font-size: 1.8vh;
  transition:
    opacity 0.3s,
    transform 0.3s;
  &[data-state='out'] {
    opacity: 0.35;
    transform: rotate(-8deg) scale(0.9);
  }
  &[data-state='walk'] > :first-child {
    animation: gm139-bob 0.45s ease-in-out infinite alternate;
  }
  &[data-state='warn'] > :first-child {
    animation: gm139-shake 0.3s linear infinite;
  }
  @keyframes gm139-bob {
    to {
      transform: translateY(-0.8vh);
    }
  }
  @keyframes gm139-shake {
    25% {
      transform: translateX(-0.4vh);
    }
    75% {
      transform: translateX(0.4vh);
    }
  }
  small {
    max-width: 100%;
    font-size: inherit;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &::after {
    position: absolute;
    top: calc(var(--face) * 0.62);
    right: calc(var(--face) * 0.05);
    width: calc(var(--face) * 0.42);
    height: calc(var(--face) * 0.42);
    border-radius: 50%;
    font-size: calc(var(--face) * 0.28);
    font-weight: 900;
    display: flex;
    align-items: center;
    justify-content: center;
    color: #fff;
  }
  &[data-state='walk']::after,
  &[data-state='walking']::after {
    content: '♪';
    background: ${colors.cyanDeep};
  }
  &[data-state='warn']::after {
    content: '!';
    background: ${colors.orange};
  }
  &[data-state='sit']::after {
    content: '↓';
    background: ${colors.noTeamDeep};
  }
  &[data-state='sat']::after,
  &[data-state='done']::after,
  &[data-state='circled']::after {
    content: '✓';
    background: ${colors.leftDeep};
  }
  &[data-state='out']::after {
    content: '✕';
    background: ${colors.danger};
  }
`;
const ranking = css`
  display: grid;
  grid-auto-flow: column;
  grid-template-rows: repeat(var(--rows), auto);
  grid-template-columns: repeat(var(--cols), minmax(0, var(--colw)));
  gap: 0.6vh 2vw;
  align-content: center;
  justify-content: center;
  font-size: var(--fs);
  max-height: 100%;
  overflow: hidden;
`;
const entry = css`
  display: flex;
  align-items: center;
  gap: 0.7vw;
  padding: 0.3vh 1vw;
  border-radius: 1.2vh;
  background: rgba(255, 255, 255, 0.06);
  min-width: 0;
  animation: gm139-in 0.4s ease-out both;
  b {
    font-family: ${fonts.display};
    min-width: 2.2em;
    text-align: right;
    color: ${colors.accent};
  }
  strong {
    flex: 1;
    font-weight: 600;
    text-align: left;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  em {
    font-style: normal;
    font-family: ${fonts.display};
  }
  i {
    font-style: normal;
    font-family: ${fonts.display};
    font-size: 0.7em;
    padding: 0.1em 0.5em;
    border-radius: 999px;
    background: ${colors.danger};
    color: #fff;
  }
  &[data-out='true'] {
    background: rgba(255, 90, 90, 0.25);
    em {
      color: ${colors.danger};
    }
  }
  @keyframes gm139-in {
    from {
      opacity: 0;
      transform: translateX(-2vw);
    }
  }
`;
const outFaces = css`
  display: flex;
  flex-wrap: wrap;
  gap: 2vh 2vw;
  justify-content: center;
  max-width: 80vw;
  max-height: 40vh;
  overflow: hidden;
`;
const outFace = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.8vh;
  font-size: 2.6vh;
  animation: gm139-drop 0.7s cubic-bezier(0.3, 1.5, 0.5, 1) both;
  small {
    color: ${colors.textDim};
    font-size: 2vh;
  }
  @keyframes gm139-drop {
    from {
      transform: translateY(-6vh) rotate(-20deg);
      opacity: 0;
    }
  }
`;
const spotlight = css`
  padding: 4vh 5vw;
  border-radius: 50%;
  background: radial-gradient(ellipse at center, rgba(255, 240, 180, 0.35) 0%, rgba(255, 240, 180, 0) 70%);
`;
const bars = css`
  display: flex;
  flex-direction: column;
  gap: 1.4vh;
  width: 56vw;
`;
const bar = css`
  display: grid;
  grid-template-columns: 12vw 1fr 8vw;
  align-items: center;
  gap: 1vw;
  font-size: 3vh;
  div {
    height: 3.4vh;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.1);
    overflow: hidden;
  }
  i {
    display: block;
    height: 100%;
    border-radius: 999px;
    background: ${colors.left};
    transition: width 0.8s;
  }
  &[data-team='right'] i {
    background: ${colors.right};
  }
  b {
    font-family: ${fonts.display};
  }
`;

const teamName = (t: (k: string) => string, team: Team) => t(team === 'left' ? 'Team_Left_00' : 'Team_Right_00');
const secs = (ms: number) => (ms / 1000).toFixed(2);

/** A player's badge on the big screen: their practice step, or how their round goes. */
function stateOf(p: Snapshot<BoardPlayer>, board: Board): string {
  if (board.status === 'tutorialMakeCircle' || board.status === 'tutorialWalking' || board.status === 'pendingTutorialSit') {
    return { tutorialMakeCircle: '', tutorialWalking: 'walking', pendingTutorialSit: 'sit', tutorialSat: 'done' }[p.step];
  }
  if (p.out) return 'out';
  if (p.sat !== null) return 'sat';
  if (p.warned) return 'warn';
  return p.walking ? 'walk' : '';
}

/** Every player of the game, up to 100: faces shrink as the room fills. */
export function Tiles({ board, players }: { board: Board; players: Players }) {
  const photo = photosOf(players);
  const size = faceSize(board.players.length);
  const face = { l: '7vh', m: '5vh', s: '3.8vh', xs: '3vh' }[size];
  return (
    <div className={grid} data-testid="sitters" data-size={size}>
      {board.players.map((p) => (
        <div key={p.id} className={tile} data-state={stateOf(p, board)} data-testid="sitter" data-name={p.name}>
          <Avatar name={p.name} photo={photo.get(p.id) ?? null} team={p.team} size={face} />
          <small>{p.sat !== null && board.status !== 'tutorialMakeCircle' ? `${secs(p.sat)} s` : p.name}</small>
        </div>
      ))}
    </div>
  );
}

/** The round's sit times, fastest first, then those who did not sit; the ones out in red. */
export function Ranking({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm139');
  const names = new Map(board.players.map((p) => [p.id, p.name]));
  const teams = new Map(board.players.map((p) => [p.id, p.team]));
  const photo = photosOf(players);
  const unranked = board.outs.filter((o) => !board.ranking.some((r) => r.id === o.id));
  const n = board.ranking.length + unranked.length;
  const cols = n <= 8 ? 1 : n <= 20 ? 2 : n <= 45 ? 3 : n <= 72 ? 4 : 5;
  const rows = Math.max(1, Math.ceil(n / cols));
  const fs = rows <= 8 ? '3.4vh' : rows <= 12 ? '2.6vh' : rows <= 16 ? '2.1vh' : '1.8vh';
  const colw = ['40vw', '40vw', '34vw', '28vw', '21.5vw', '17vw'][cols];
  const face = (id: string) => <Avatar name={names.get(id) ?? ''} photo={photo.get(id) ?? null} team={teams.get(id) ?? null} size={`calc(${fs} * 1.4)`} />;
  return (
    <ol className={ranking} style={{ '--rows': rows, '--cols': cols, '--colw': colw, '--fs': fs } as CSSProperties} data-testid="ranking">
      {board.ranking.map((r, i) => (
        <li key={r.id} className={entry} data-out={r.out} data-testid="rank" style={{ animationDelay: `${Math.min(i, 30) * 0.05}s` }}>
          <b>{i + 1}</b>
          {face(r.id)}
          <strong>{names.get(r.id)}</strong>
          <em>{secs(r.ms)} s</em>
          {r.out && <i>{t('Host_Out_Tag_00')}</i>}
        </li>
      ))}
      {unranked.map((o) => (
        <li key={o.id} className={entry} data-out="true" data-testid="rank">
          <b>–</b>
          {face(o.id)}
          <strong>{names.get(o.id)}</strong>
          <em>{t(`Host_Reason_${o.reason}_00`)}</em>
          <i>{t('Host_Out_Tag_00')}</i>
        </li>
      ))}
    </ol>
  );
}

function Survivors({ board }: { board: Board }) {
  const { t } = useTranslation('gm139');
  return (
    <div className={bars}>
      {(['left', 'right'] as const).map((team) => {
        const total = board.members[team];
        const left = board.survivors[team];
        return (
          <div key={team} className={bar} data-team={team} data-testid={`survivors-${team}`}>
            <span>{teamName(t, team)}</span>
            <div>
              <i style={{ width: total ? `${(100 * left) / total}%` : '0%' }} />
            </div>
            <b>
              {left} / {total}
            </b>
          </div>
        );
      })}
    </div>
  );
}

function OutFaces({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm139');
  const photo = photosOf(players);
  const by = new Map(board.players.map((p) => [p.id, p]));
  const size = board.outs.length <= 4 ? '16vh' : board.outs.length <= 12 ? '10vh' : '6vh';
  return (
    <div className={outFaces} data-testid="outs">
      {board.outs.map((o, i) => {
        const p = by.get(o.id)!;
        return (
          <div key={o.id} className={outFace} style={{ animationDelay: `${Math.min(i, 20) * 0.08}s` }}>
            <Avatar name={p.name} photo={photo.get(p.id) ?? null} team={p.team} size={size} />
            <span>{p.name}</span>
            <small>{t(`Host_Reason_${o.reason}_00`)}</small>
          </div>
        );
      })}
    </div>
  );
}

function teamColors(board: Board): string[] {
  return board.players.filter((p) => !p.out).map((p) => (p.team === 'left' ? colors.left : colors.right));
}

function Centre({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm139');
  // Re-rendered a few times a second: the lead-in counts down, then the music starts.
  useNow(100);
  const started = useSecondsLeft(board.status === 'roundWalking' ? board.musicStartAt : null);
  const next = useSecondsLeft(board.statusUntil);
  const musicOn = board.status === 'roundWalking' && board.musicStartAt !== null && serverNow() >= board.musicStartAt;
  switch (board.status) {
    case 'tutorialMakeCircle':
      return (
        <>
          <ChairRing size="38vh" chairs={Math.max(3, board.players.length)} />
          <h1 className={title}>{t('Host_Circle_00')}</h1>
          <p className={sub}>{t('Host_CircleBody_00')}</p>
        </>
      );
    case 'tutorialWalking':
      return (
        <>
          <div className={row}>
            <Notes size="16vh" playing />
            <ChairRing size="36vh" chairs={Math.max(3, board.players.length - 1)} walkerColors={teamColors(board)} spin />
            <Notes size="16vh" playing />
          </div>
          <h1 className={title}>{t('Host_Walk_00')}</h1>
          <p className={sub}>{t('Host_WalkBody_00')}</p>
        </>
      );
    case 'pendingTutorialSit':
      return (
        <>
          <Chair size="26vh" color={colors.accent} />
          <h1 className={title}>{t('Host_Sit_00')}</h1>
          <p className={sub}>{t('Host_SitBody_00')}</p>
        </>
      );
    case 'tutorialSat':
      return (
        <>
          <Walker size="24vh" />
          <h1 className={title}>{t('Host_PracticeOver_00')}</h1>
          <p className={sub}>{t('Host_PracticeOverBody_00')}</p>
          {next !== null && <div className={count}>{next}</div>}
        </>
      );
    case 'roundWalking':
      return musicOn ? (
        <>
          <div className={row}>
            <Notes size="18vh" playing />
            <ChairRing size="40vh" chairs={Math.max(3, board.players.filter((p) => !p.out).length - 1)} walkerColors={teamColors(board)} spin />
            <Notes size="18vh" playing />
          </div>
          <h1 className={title} data-testid="walk-call">
            {t('Host_WalkRound_00')}
          </h1>
        </>
      ) : (
        <>
          <h1 className={title}>{board.final ? t('Host_Final_00') : t('Host_Round_00', { n: board.round + 1 })}</h1>
          {started !== null && <div className={count}>{started}</div>}
          <p className={sub}>{t('Host_LeadIn_00')}</p>
        </>
      );
    case 'pendingRoundSit':
      return (
        <>
          <div className={sitCall} data-testid="sit-call">
            {t('Host_SitRound_00')}
          </div>
          <Notes size="14vh" playing={false} />
        </>
      );
    case 'roundSat':
      return (
        <>
          <h1 className={title}>{t('Host_Ranking_00')}</h1>
          <Ranking board={board} players={players} />
        </>
      );
    case 'roundFinished':
      return (
        <>
          <h1 className={title}>{board.outs.length ? t('Host_Out_00') : t('Host_NoneOut_00')}</h1>
          <OutFaces board={board} players={players} />
          <Survivors board={board} />
        </>
      );
    case 'roundCheering':
      return (
        <>
          <h1 className={title}>{t('Host_Cheering_00')}</h1>
          <div className={spotlight}>
            <OutFaces board={board} players={players} />
          </div>
          <p className={sub}>{t('Host_CheeringBody_00')}</p>
        </>
      );
    case 'roundCheeringFinished': {
      const left = board.survivors.left + board.survivors.right;
      return (
        <>
          <h1 className={title} data-testid="next">
            {board.next === 'end' ? t('Next_end_00') : board.next === 'final' ? t('Next_final_00') : t('Next_round_00', { n: board.round + 2 })}
          </h1>
          <p className={sub}>{t('Host_StillIn_00', { count: left })}</p>
          {board.next !== 'end' && next !== null && <div className={count}>{next}</div>}
          <Survivors board={board} />
        </>
      );
    }
  }
}

function Play({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm139');
  const inRound = board.round >= 0 && board.status !== 'tutorialSat';
  const showTiles = board.status !== 'roundSat' && board.status !== 'roundFinished' && board.status !== 'roundCheering';
  return (
    <section className={stage} data-scene={`host-gm139-${board.status}`} data-sit={board.status === 'pendingRoundSit'}>
      <header className={top}>
        <div className={roundChip} data-final={inRound && board.final}>
          {inRound ? (board.final ? t('Host_Final_00') : t('Host_RoundOf_00', { n: board.round + 1, of: board.rounds })) : t('Host_Practice_00')}
        </div>
        <div className={tallies}>
          {(['left', 'right'] as const).map((side) => (
            <TeamScore
              key={side}
              team={side}
              score={board.survivors[side]}
              label={`/ ${board.members[side]} ${teamName(t, side)}`}
              className={tally}
              testId={`tally-${side}`}
            />
          ))}
        </div>
      </header>
      <div className={center}>
        <Centre board={board} players={players} />
      </div>
      {showTiles ? <Tiles board={board} players={players} /> : <div />}
    </section>
  );
}

function musicCue(board: Board | null): MusicCue {
  if (!board) return null;
  if (board.status === 'tutorialWalking') return { kind: 'practice' };
  if (board.status === 'roundWalking' && board.musicStartAt !== null && board.musicStopAt !== null)
    return { kind: 'round', startAt: board.musicStartAt, stopAt: board.musicStopAt };
  return null;
}

/** Musical chairs (gm139) on the big screen: the circle, the music, the sit call, the ranking and the out cheer. */
export default function Gm139Board() {
  const { t } = useTranslation('gm139');
  // The music starts and stops on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
  }, []);
  const { view, game } = useHostGame('gm139');
  const board = game?.phase === 'play' || game?.phase === 'tutorial' ? (game.board ?? null) : null;
  useChairMusic(musicCue(board), !!game?.paused);
  if (!view || !game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{
        title: t('Title_00'),
        howTo: t('HowTo_00'),
        art: (
          <ChairRing
            size="30vh"
            chairs={6}
            walkerColors={[colors.left, colors.right, colors.left, colors.right, colors.left, colors.right, colors.left]}
            spin
          />
        ),
      }}
      board={() => game.board && <Play board={game.board} players={view.players} />}
    />
  );
}
