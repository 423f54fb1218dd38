import { css, cx } from '@linaria/core';
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
import type { Gm134Board } from '../rules/views';
import { DishArt, PoseArt } from '../shared/Art';
import { seconds, signedSeconds } from '../shared/format';
import { Standings } from '../shared/Standings';
import { Timeline, type Mark } from '../shared/Timeline';
import { useKitchenSound } from './kitchenSound';

type Board = Snapshot<Gm134Board>;
type Players = Snapshot<PublicPlayer[]>;

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 1.6vh;
  padding: 3vh 3vw 2.4vh;
  background: radial-gradient(circle at 50% 30%, #5a3b2a 0%, #2b1e2e 40%, ${colors.bgDeep} 78%);
  color: #fff;
  font-family: ${fonts.body};
  overflow: hidden;
`;
const total = css`
  min-width: 18vw;
  font-size: 5.4vh;
  &[data-team='right'] {
    justify-content: flex-end;
  }
  small {
    font-size: 2.1vh;
    line-height: 1.2;
  }
`;
const chip = css`
  display: flex;
  white-space: nowrap;
  align-items: center;
  gap: 1.2vw;
  padding: 1vh 2.4vw;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-size: 3.4vh;
  b {
    color: ${colors.accent};
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
const split = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4vw;
  text-align: left;
`;
const column = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1.4vh;
`;
const sub = css`
  margin: 0;
  font-size: 3vh;
  color: ${colors.textDim};
  max-width: 70vw;
`;
const dishBig = css`
  width: 44vh;
  height: auto;
`;
const dishMid = css`
  width: 34vh;
  height: auto;
`;
const pose = css`
  width: 30vh;
  height: auto;
`;
const targetRow = css`
  display: flex;
  gap: 2vw;
`;
const target = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 1.2vh 2.4vw;
  border-radius: 2vh;
  background: rgba(255, 255, 255, 0.08);
  border-bottom: 0.8vh solid ${colors.accent};
  font-size: 3vh;
  b {
    font-family: ${fonts.display};
    font-size: 13vh;
    line-height: 1;
    color: ${colors.accent};
  }
`;
const countdown = css`
  font-family: ${fonts.display};
  font-size: 5vh;
  color: ${colors.accent};
`;
const clock = css`
  font-family: ${fonts.display};
  font-size: 12vh;
  letter-spacing: 0.2em;
  padding: 0.6vh 3vw;
  border-radius: 2vh;
  background: #0c0918;
  color: #ff6b3d;
  box-shadow: inset 0 0 2vh rgba(255, 107, 61, 0.4);
  &[data-stopped='true'] {
    color: ${colors.accent};
    letter-spacing: 0.05em;
  }
`;
const dishSmall = css`
  width: 20vh;
  height: auto;
`;
const revealed = css`
  white-space: nowrap;
  font-family: ${fonts.display};
  font-size: 5.2vh;
  padding: 0.4vh 2vw;
  border-radius: 1.6vh;
  background: #0c0918;
  color: ${colors.accent};
  box-shadow: inset 0 0 2vh rgba(255, 107, 61, 0.4);
`;
const timeline = css`
  width: 84vw;
  --bar: 4.4vh;
  --legend: 2.6vh;
  --tag: 1.9vh;
`;
const pair = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 5vw;
  > [data-col] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 1vh;
  }
`;
const standings = css`
  width: 40vw;
  --st-font: 3vh;
  --st-gap: 1.4vh;
  --st-label: 14vw;
  --st-value: 8vw;
  --st-bar: 4vh;
`;
const podium = css`
  li {
    gap: 0.4vh;
  }
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
`;
/** The badge pale on the faces until done; the round's mean in gold. */
const badgeClass = css`
  right: calc(var(--face) * -0.2);
  background: rgba(255, 255, 255, 0.2);
  color: #fff;
  font-size: calc(var(--face) * 0.28);
  white-space: nowrap;
  &[data-done='true'] {
    background: ${colors.left};
  }
  &[data-kind='mean'] {
    background: ${colors.accent};
    color: ${colors.ink};
  }
`;

const FACES = { l: '7vh', m: '5vh', s: '3.8vh', xs: '3vh' };
const secondsOf = (ms: number) => (ms / 1000).toFixed(2);

/** Every cook's face, shrinking as the room fills so up to 100 fit, with what the moment asks for on its badge. */
function Faces({ board, players }: { board: Board; players: Players }) {
  const photo = photosOf(players);
  const drill = board.round < 0;
  return (
    <FaceGrid count={board.cooks.length} sizes={FACES} className={grid} data-testid="cooks">
      {board.cooks.map((c) => {
        const all = c.done >= board.steps.length;
        const badge = drill
          ? { text: c.practised ? '✓' : '…', done: c.practised, kind: 'drill' }
          : board.status === 'roundFinished'
            ? { text: c.mean === null ? '' : secondsOf(c.mean), done: false, kind: 'mean' }
            : board.status === 'movie'
              ? null
              : { text: all ? '✓' : board.steps.length > 1 ? `${c.done}/${board.steps.length}` : '…', done: all, kind: 'done' };
        return (
          <FaceTile key={c.id} name={c.name} photo={photo.get(c.id)} team={c.team} className={tile} data-testid="cook">
            {badge && (
              <em className={cx(faceBadge, badgeClass)} data-done={badge.done} data-kind={badge.kind} data-testid={`badge-${c.name}`}>
                {badge.text}
              </em>
            )}
          </FaceTile>
        );
      })}
    </FaceGrid>
  );
}

function Drill({ board }: { board: Board }) {
  const { t } = useTranslation('gm134');
  const step = board.practice ?? 'turnOver';
  return (
    <div className={split}>
      <PoseArt step={step} color={colors.accent} className={pose} />
      <div className={column}>
        <h1 className={title}>{t('Host_Drill_00', { action: t(`Step_${step}_00`) })}</h1>
        <p className={sub}>{t(`Pose_${step}_00`)}</p>
        <p className={sub}>{t('Host_DrillBody_00')}</p>
      </div>
    </div>
  );
}

function Movie({ board }: { board: Board }) {
  const { t } = useTranslation('gm134');
  const left = useSecondsLeft(board.startAt);
  return (
    <div className={split}>
      <DishArt dish={board.dish ?? 'steak'} stove={board.stove} state="idle" className={dishBig} />
      <div className={column}>
        <h1 className={title}>{t(`Dish_${board.dish ?? 'steak'}_00`)}</h1>
        <div className={targetRow}>
          {board.steps.map((s) => (
            <div key={s.step} className={target} data-testid="host-target">
              {t(`Step_${s.step}_00`)}
              <b>{t('Unit:Seconds_00', { value: seconds(s.target) })}</b>
            </div>
          ))}
        </div>
        <p className={sub}>{t('Host_Remember_00')}</p>
        <div className={countdown}>{left ? t('Movie_Starts_00', { count: left }) : t('Movie_Go_00')}</div>
      </div>
    </div>
  );
}

function Cooking({ board }: { board: Board }) {
  const { t } = useTranslation('gm134');
  const done = board.cooks.filter((c) => c.done >= board.steps.length).length;
  return (
    <div className={split}>
      <DishArt dish={board.dish ?? 'steak'} stove={board.stove} state="cooking" className={dishBig} />
      <div className={column}>
        <h1 className={title}>{t('Host_Cooking_00')}</h1>
        <div className={clock} data-stopped="false">
          ?.?
        </div>
        <p className={sub}>{t('Host_CookingBody_00')}</p>
        <div className={chip} data-testid="host-done">
          {t('Host_Done_00', { done, of: board.cooks.length })}
        </div>
      </div>
    </div>
  );
}

function Stopped({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm134');
  const photo = new Map(players.map((p) => [p.id, p.photo]));
  const n = board.cooks.length;
  const two = board.steps.length > 1;
  const marks: Mark[] = board.cooks.flatMap((c) =>
    (c.errors ?? []).map((error, k) => ({
      key: `${c.id}:${k}`,
      error,
      team: c.team,
      photo: photo.get(c.id) ?? null,
      label: n * board.steps.length <= 8 ? (two ? `${c.name} · ${t(`Short_${board.steps[k]!.step}_00`)}` : c.name) : undefined,
    })),
  );
  const closest = [...board.cooks]
    .map((c) => ({ c, e: (c.errors ?? []).reduce<number>((a, x) => a + (x === null ? Infinity : Math.abs(x)), 0) }))
    .filter((x) => Number.isFinite(x.e))
    .sort((a, b) => a.e - b.e)[0];
  const dot = marks.length <= 16 ? 5 : marks.length <= 60 ? 3.4 : 2.2;
  return (
    <>
      <div className={split}>
        <DishArt dish={board.dish ?? 'steak'} stove={board.stove} state="perfect" className={dishSmall} />
        <h1 className={title}>{t('Host_Time_00')}</h1>
        <div className={targetRow} data-testid="host-reveal">
          {board.steps.map((s) => (
            <div key={s.step} className={revealed}>
              {two ? `${t(`Short_${s.step}_00`)} ${t('Unit:Seconds_00', { value: seconds(s.target) })}` : t('Host_Target_00', { s: seconds(s.target) })}
            </div>
          ))}
        </div>
      </div>
      {closest && (
        <div className={chip} data-testid="closest">
          {t('Host_Closest_00', {
            name: closest.c.name,
            s: two ? secondsOf(closest.e / board.steps.length) : signedSeconds(closest.c.errors![0]!),
          })}
        </div>
      )}
      <Timeline
        className={timeline}
        zones={board.zones}
        marks={marks}
        lanes
        gap={(dot * 1.05 * 1080) / (0.84 * 1920)}
        maxRows={dot >= 5 ? 3 : 8}
        dot={`${dot}vh`}
      />
    </>
  );
}

function Finished({ board }: { board: Board }) {
  const { t } = useTranslation('gm134');
  const { round, total } = board.standings;
  const ranked = board.cooks
    .filter((c) => c.mean !== null)
    .sort((a, b) => a.mean! - b.mean!)
    .slice(0, 3);
  const left = useSecondsLeft(board.statusUntil);
  return (
    <>
      <h1 className={title}>{t('Host_Finished_00', { dish: t(`Dish_${board.dish ?? 'steak'}_00`) })}</h1>
      <div className={pair}>
        {round && (
          <div data-col>
            <p className={sub}>{t('Finished_Round_00')}</p>
            <Standings errors={round} testId="host-round" className={standings} />
          </div>
        )}
        {total && board.round > 0 && (
          <div data-col>
            <p className={sub}>{t('Finished_Total_00')}</p>
            <Standings errors={total} testId="host-total" className={standings} />
          </div>
        )}
      </div>
      <div className={pair}>
        <div data-col>
          <p className={sub}>{t('Host_Best_00')}</p>
          <Podium entries={ranked.map((c) => ({ id: c.id, name: c.name, score: t('Unit:Seconds_00', { value: secondsOf(c.mean!) }) }))} className={podium} />
        </div>
        <div className={chip}>
          {board.round + 1 < board.rounds ? t('Next_00', { dish: t(`Dish_${board.menu[board.round + 1]!}_00`) }) : t('Last_00')}
          <b>{left ?? ''}</b>
        </div>
      </div>
    </>
  );
}

function Play({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm134');
  const shown = board.standings.total;
  return (
    <section className={stage} data-scene={`host-gm134-${board.status}`} data-drill={board.round < 0}>
      <TeamScores
        testId="total"
        mirror
        cardClassName={total}
        score={(side) => (shown ? t('Unit:Seconds_00', { value: shown[side].toFixed(2) }) : '—')}
        label={(side) => (
          <>
            {t(`Team_${side}_00`)}
            <br />
            {t('AvgError_00')}
          </>
        )}
      />
      <div className={center} data-testid="host-center">
        <div className={chip}>{board.round < 0 ? t('Drill_Title_00') : t('Round_00', { n: board.round + 1, of: board.rounds })}</div>
        {board.status === 'movie' && (board.round < 0 ? <Drill board={board} /> : <Movie board={board} />)}
        {board.status === 'timerStarted' && <Cooking board={board} />}
        {board.status === 'timerStopped' && <Stopped board={board} players={players} />}
        {board.status === 'roundFinished' && <Finished board={board} />}
      </div>
      {board.status === 'timerStopped' || (board.status === 'roundFinished' && board.cooks.length > 40) ? <div /> : <Faces board={board} players={players} />}
    </section>
  );
}

/** Kitchen timer (gm134) on the big screen: the dish, the hidden timer, everyone's timing on the timeline, the teams' mean errors. */
export default function Gm134Board() {
  const { t } = useTranslation('gm134');
  // The count-in and the bell are timed on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
  }, []);
  const { view, game } = useHostGame('gm134');
  const board = game?.board ?? null;
  useKitchenSound(game?.phase === 'play' ? (board?.status ?? null) : null, !board || board.round < 0, board?.startAt ?? null, !!game?.paused);
  if (!view || !game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{
        title: t('Title_00'),
        howTo: t('HowTo_00'),
        art: <DishArt dish="steak" stove={null} state="cooking" className={dishMid} />,
      }}
      board={() => board && <Play board={board} players={view.players} />}
    />
  );
}
