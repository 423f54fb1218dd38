import { css } from '@linaria/core';
import { useEffect, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { serverToLocalTime, startClock } from '../../../engine/clock';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts, teamColor } from '../../../ui/tokens';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { TeamScores } from '../../common/host/TeamScores';
import { title } from '../../common/host/styles';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm105Board, QuestionView } from '../rules/views';
import { textOf, useBank, type Bank } from '../shared/bank';
import { seconds } from '../shared/format';
import { BuzzerArt, MarkIcon, WriteArt } from '../shared/Marks';
import { TeamBars } from '../shared/TeamBars';
import { useQuizSound } from './quizSound';

type Board = Snapshot<Gm105Board>;
type Players = Snapshot<PublicPlayer[]>;

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 1.6vh;
  padding: 2.6vh 3vw 2.2vh;
  background:
    radial-gradient(circle at 50% 18%, rgba(58, 160, 255, 0.35) 0%, rgba(58, 160, 255, 0) 45%),
    radial-gradient(circle at 50% 40%, #2f2566 0%, ${colors.bgDeep} 75%);
  color: #fff;
  font-family: ${fonts.body};
  overflow: hidden;
`;
const top = css`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  gap: 2vw;
`;
const total = css`
  justify-self: start;
  align-items: baseline;
  gap: 1vw;
  min-width: 16vw;
  font-size: 5.6vh;
  padding: 0.8vh 2vw;
  &[data-team='right'] {
    justify-self: end;
    justify-content: flex-end;
  }
`;
const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 1vw;
  white-space: nowrap;
  padding: 1vh 2.4vw;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-size: 3.4vh;
  &[data-team='left'] {
    background: ${colors.left};
  }
  &[data-team='right'] {
    background: ${colors.right};
  }
  b {
    color: ${colors.accent};
  }
`;
const center = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2vh;
  text-align: center;
  min-height: 0;
`;
const sub = css`
  margin: 0;
  font-size: 3vh;
  color: ${colors.textDim};
  max-width: 72vw;
`;
const huge = css`
  font-family: ${fonts.display};
  font-size: 22vh;
  line-height: 0.9;
  color: ${colors.accent};
  text-shadow: 0 1vh 0 rgba(0, 0, 0, 0.35);
`;
const art = css`
  width: 30vh;
  height: auto;
`;
const smallArt = css`
  width: 18vh;
  height: auto;
`;
const questionCard = css`
  max-width: 78vw;
  padding: 2.6vh 3vw;
  border-radius: 3vh;
  background: ${colors.paper};
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: 6.4vh;
  line-height: 1.2;
  box-shadow: 0 1.2vh 0 #d9c9a8;
  overflow-wrap: anywhere;
`;
const choiceRow = css`
  display: flex;
  gap: 3vw;
  justify-content: center;
  width: 100%;
`;
const choice = css`
  display: flex;
  align-items: center;
  gap: 1.6vw;
  min-width: 26vw;
  max-width: 38vw;
  padding: 2vh 2.4vw;
  border-radius: 2.6vh;
  background: rgba(255, 255, 255, 0.1);
  border: 0.5vh solid rgba(255, 255, 255, 0.18);
  font-family: ${fonts.display};
  font-size: 5.4vh;
  text-align: left;
  overflow-wrap: anywhere;
  transition:
    opacity 0.3s,
    transform 0.4s cubic-bezier(0.2, 1.6, 0.4, 1);
  svg {
    width: 7vh;
    height: 7vh;
    flex: none;
  }
  &[data-right='true'] {
    background: rgba(110, 231, 160, 0.22);
    border-color: #6ee7a0;
    transform: scale(1.06);
  }
  &[data-right='false'] {
    opacity: 0.35;
  }
`;
const legend = css`
  display: flex;
  gap: 3vw;
  font-size: 3.4vh;
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.6vw;
    padding: 0.8vh 1.6vw;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.08);
  }
  svg {
    width: 4.4vh;
    height: 4.4vh;
  }
  [data-right='true'] {
    background: rgba(110, 231, 160, 0.3);
    outline: 0.4vh solid #6ee7a0;
  }
  [data-right='false'] {
    opacity: 0.35;
  }
`;
const claim = css`
  display: flex;
  align-items: center;
  gap: 1.4vw;
  font-family: ${fonts.display};
  font-size: 6vh;
  b {
    padding: 1vh 2.4vw;
    border-radius: 2vh;
    background: rgba(255, 255, 255, 0.12);
    overflow-wrap: anywhere;
  }
`;
const bar = css`
  width: 60vw;
  height: 1.6vh;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.12);
  overflow: hidden;
  & > div {
    height: 100%;
    width: 100%;
    transform-origin: left;
    background: linear-gradient(90deg, ${colors.danger}, ${colors.accent} 35%, #6ee7a0);
    animation: gm105-drain var(--ms) linear both;
    animation-delay: var(--delay);
  }
  @keyframes gm105-drain {
    from {
      transform: scaleX(1);
    }
    to {
      transform: scaleX(0);
    }
  }
`;
const counts = css`
  display: flex;
  gap: 3vw;
  font-size: 3.2vh;
`;
const bars = css`
  width: 56vw;
  --st-font: 3.2vh;
  --st-label: 14vw;
  --st-value: 8vw;
  --st-bar: 3.2vh;
  --st-gap: 1.4vw;
`;
const fastest = css`
  display: flex;
  gap: 2vw;
  font-size: 3vh;
`;
const podium = css`
  display: flex;
  flex-direction: column;
  gap: 0.8vh;
  width: 44vw;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 5vw 1fr auto;
    align-items: center;
    gap: 1vw;
    padding: 0.7vh 1.6vw;
    border-radius: 1.6vh;
    background: rgba(255, 255, 255, 0.08);
    border-left: 1vh solid var(--team);
    font-size: 3.2vh;
    /* Set, not the font's own: fonts with tall line boxes (Noto) would push five rows into the faces. */
    line-height: 1.2;
    text-align: left;
  }
  li:first-child {
    font-size: 4vh;
    background: rgba(255, 210, 63, 0.18);
  }
  b {
    font-family: ${fonts.display};
    color: ${colors.accent};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const split = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4vw;
`;
const strip = css`
  --chip: 13vw;
  --font: 2.2vh;
  --pad: 0.35vh;
  --edge: 0.3vh;
  --row-gap: 0.5vh;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.6vw;
  max-height: 27vh;
  overflow: hidden;
  &[data-size='m'] {
    --chip: 8.6vw;
    --font: 1.8vh;
  }
  /* A full room: 50 a side in rows of six, a 12-letter name still readable from the sofa. */
  &[data-size='s'] {
    --chip: 7.1vw;
    --font: 1.4vh;
    --pad: 0.12vh;
    --edge: 0.2vh;
    --row-gap: 0.3vh;
  }
`;
const side = css`
  display: flex;
  flex-wrap: wrap;
  align-content: flex-start;
  gap: var(--row-gap) 0.35vw;
  &[data-team='right'] {
    justify-content: flex-end;
  }
`;
const face = css`
  display: flex;
  align-items: center;
  gap: 0.4vw;
  width: var(--chip);
  padding: var(--pad) 0.4vw;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.08);
  border: var(--edge) solid transparent;
  font-size: var(--font);
  white-space: nowrap;
  overflow: hidden;
  transition: background 0.3s;
  i {
    flex: none;
    width: calc(var(--font) * 1.3);
    height: calc(var(--font) * 1.3);
    border-radius: 50%;
    background: var(--team) center / cover;
    font-style: normal;
    font-weight: 900;
    /* One line of the initial, whatever its script: a CJK face's normal line is taller than the disc. */
    line-height: 1;
    display: flex;
    align-items: center;
    justify-content: center;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &[data-state='answered'] {
    border-color: ${colors.accent};
  }
  &[data-state='correct'] {
    background: rgba(110, 231, 160, 0.35);
  }
  &[data-state='incorrect'] {
    background: rgba(255, 90, 90, 0.3);
  }
  &[data-state='noAnswer'] {
    opacity: 0.45;
  }
  &[data-state='author'] {
    background: rgba(255, 210, 63, 0.25);
  }
  &[data-state='done'] {
    border-color: #6ee7a0;
  }
`;

/** The answer window draining: a CSS animation started at the window's place on the screen's clock. */
function TimeBar({ openAt, closeAt }: { openAt: number; closeAt: number }) {
  const ms = Math.max(1, closeAt - openAt);
  // Negative once the window has begun: the bar starts part-drained (a board that came in late, a reload).
  const delay = useMemo(() => Math.round(serverToLocalTime(openAt) - Date.now()), [openAt]);
  const style = { '--ms': `${ms}ms`, '--delay': `${delay}ms` } as CSSProperties;
  return (
    <div className={bar} style={style}>
      <div key={openAt} />
    </div>
  );
}

/** The question card and its answers: A and B, or the one answer to judge with ✓○ / ✗× beside it. Once revealed, the right one lights. */
function QuestionBlock({ q, bank, right }: { q: Snapshot<QuestionView>; bank: Bank | null; right: string | null }) {
  const { t } = useTranslation('gm105');
  return (
    <>
      <div className={questionCard} data-testid="tv-question">
        {textOf(bank, q.question)}
      </div>
      {q.choices && (
        <div className={choiceRow}>
          {(['A', 'B'] as const).map((k) => (
            <div key={k} className={choice} data-right={right === null ? undefined : right === k} data-testid={`tv-choice-${k}`}>
              <MarkIcon mark={k} color="#fff" />
              {textOf(bank, q.choices![k])}
            </div>
          ))}
        </div>
      )}
      {q.claim && (
        <>
          <div className={claim} data-testid="tv-claim">
            {t('Claim_Tv_00')} <b>{textOf(bank, q.claim)}</b>
          </div>
          <div className={legend}>
            <span data-right={right === null ? undefined : right === 'yes'}>
              <MarkIcon mark="check" color="#fff" />
              <MarkIcon mark="circle" color="#fff" />
              {t('Legend_Yes_00')}
            </span>
            <span data-right={right === null ? undefined : right === 'no'}>
              <MarkIcon mark="ballot" color="#fff" />
              <MarkIcon mark="cross" color="#fff" />
              {t('Legend_No_00')}
            </span>
          </div>
        </>
      )}
    </>
  );
}

/** Every player in a chip on their team's side: answered, right or wrong once revealed, the author; done writing in the edit mode. */
function Faces({ board, players }: { board: Board; players: Players }) {
  const photo = new Map(players.map((p) => [p.id, p.photo]));
  const n = board.players.length;
  const size = n <= 16 ? 'l' : n <= 40 ? 'm' : 's';
  const state = (p: Board['players'][number]): string => {
    if (board.status === 'edit' || board.status === 'editFinished') return p.doneEditing ? 'done' : 'writing';
    if (board.practice) return p.practised ? 'done' : 'waiting';
    if (board.status === 'waitingForTotalResult' || board.status === 'totalResult') return 'idle';
    if (p.author) return 'author';
    if (p.judgement) return p.judgement;
    return p.answered ? 'answered' : 'waiting';
  };
  return (
    <div className={strip} data-size={size} data-testid="faces">
      {(['left', 'right'] as const).map((team) => (
        <div key={team} className={side} data-team={team}>
          {board.players
            .filter((p) => p.team === team)
            .map((p) => {
              const ph = photo.get(p.id);
              return (
                <div key={p.id} className={face} data-state={state(p)} data-testid={`face-${p.name}`} style={{ '--team': teamColor(p.team) } as CSSProperties}>
                  <i style={ph ? { backgroundImage: `url(${ph})` } : undefined}>{ph ? '' : [...p.name][0]}</i>
                  <span>{board.status === 'edit' && p.wrote > 0 ? `${p.name} ✎${p.wrote}` : p.name}</span>
                </div>
              );
            })}
        </div>
      ))}
    </div>
  );
}

function Middle({ board, bank }: { board: Board; bank: Bank | null }) {
  const { t } = useTranslation('gm105');
  const editLeft = useSecondsLeft(board.edit.until);
  const openLeft = useSecondsLeft(board.status === 'questionChanged' ? board.openAt : null);
  const q = board.question;
  switch (board.status) {
    case 'edit':
      return (
        <div className={center} data-moment="host-gm105-edit">
          <WriteArt className={art} />
          <h1 className={title}>{t('Tv_Edit_Title_00')}</h1>
          <p className={sub}>{t('Tv_Edit_Body_00', { max: board.edit.maxPerPlayer })}</p>
          <div className={counts}>
            <span className={chip} data-testid="tv-edit-count">
              {t('Tv_Edit_Count_00', { n: board.edit.roomCount, max: board.edit.roomMax })}
            </span>
            {editLeft !== null && <span className={chip}>{t('SecondsLeft_00', { s: editLeft })}</span>}
          </div>
        </div>
      );
    case 'editFinished':
      return (
        <div className={center} data-moment="host-gm105-editFinished">
          <WriteArt className={art} />
          <h1 className={title}>{t('Tv_EditDone_Title_00')}</h1>
          <p className={sub}>{t('Tv_EditDone_Body_00', { count: board.edit.roomCount, bank: Math.max(0, board.rounds - board.edit.roomCount) })}</p>
        </div>
      );
    case 'roundStarted':
      return (
        <div className={center} data-moment="host-gm105-roundStarted">
          <div className={huge}>{board.roundNumber + 1}</div>
          {board.asker ? (
            <div className={chip} data-team={board.asker.team} data-testid="tv-asker">
              {t('Asker_00', { name: board.asker.name })}
            </div>
          ) : (
            <div className={chip}>{t('Asker_Bank_00')}</div>
          )}
          <BuzzerArt className={smallArt} />
        </div>
      );
    case 'questionChanged':
    case 'pendingAnswer':
    case 'answered':
      if (board.practice && q) {
        return (
          <div className={center} data-moment="host-gm105-practice">
            <QuestionBlock q={q} bank={bank} right={null} />
            <p className={sub}>{t('Tv_Practice_Body_00')}</p>
            <div className={chip}>{t('Tv_Practised_00', { n: board.players.filter((p) => p.practised).length, of: board.players.length })}</div>
          </div>
        );
      }
      return (
        <div className={center} data-moment={`host-gm105-${board.status}`}>
          {board.asker && (
            <div className={chip} data-team={board.asker.team}>
              {t('Asker_00', { name: board.asker.name })}
            </div>
          )}
          {q && <QuestionBlock q={q} bank={bank} right={null} />}
          {board.status === 'questionChanged' ? (
            <div className={chip}>{t('Ready_00', { count: openLeft ?? 0 })}</div>
          ) : (
            <>
              {board.openAt !== null && board.closeAt !== null && <TimeBar openAt={board.openAt} closeAt={board.closeAt} />}
              <div className={counts}>
                {(['left', 'right'] as const).map((team) => (
                  <span key={team} className={chip} data-team={team} data-testid={`tv-answered-${team}`}>
                    {t('Tv_Answered_00', { n: board.answered[team].answered, of: board.answered[team].of })}
                  </span>
                ))}
              </div>
            </>
          )}
        </div>
      );
    case 'answerClosed':
      return (
        <div className={center} data-moment="host-gm105-answerClosed">
          {q && <QuestionBlock q={q} bank={bank} right={board.right} />}
          {board.fastest.length > 0 ? (
            <div className={fastest} data-testid="tv-fastest">
              {board.fastest.map((f, k) => (
                <span key={f.id} className={chip} data-team={f.team}>
                  {k === 0 ? '⚡ ' : ''}
                  {f.name} · {t('Unit:Seconds_00', { value: seconds(f.elapsedMs) })}
                </span>
              ))}
            </div>
          ) : (
            <p className={sub}>{t('Tv_NobodyRight_00')}</p>
          )}
        </div>
      );
    case 'roundResult': {
      const totals = board.standings.total;
      return (
        <div className={center} data-moment="host-gm105-roundResult">
          <h1 className={title}>{t('RoundResult_Title_00')}</h1>
          {board.standings.round && (
            <>
              <p className={sub}>{t('RoundResult_Round_00')}</p>
              <TeamBars values={board.standings.round} max={120} className={bars} testId="tv-round-scores" />
            </>
          )}
          <p className={sub}>{t('RoundResult_Total_00')}</p>
          <TeamBars values={totals} max={Math.max(1, totals.left, totals.right)} className={bars} testId="tv-total-scores" />
        </div>
      );
    }
    case 'waitingForTotalResult':
      return (
        <div className={center} data-moment="host-gm105-waitingForTotalResult">
          <BuzzerArt className={art} lit />
          <h1 className={title}>{t('WaitingTotal_Title_00')}</h1>
        </div>
      );
    case 'totalResult': {
      const totals = board.standings.total;
      return (
        <div className={center} data-moment="host-gm105-totalResult">
          <h1 className={title}>{t('Total_Tv_Title_00')}</h1>
          <div className={split}>
            <TeamBars values={totals} max={Math.max(1, totals.left, totals.right)} className={bars} testId="tv-final-scores" />
          </div>
          <ol className={podium} data-testid="tv-top">
            {board.top.map((p) => (
              <li key={p.id} style={{ '--team': teamColor(p.team) } as CSSProperties}>
                <b>{p.place}</b>
                <span>{p.name}</span>
                <span>{t('Tv_TopLine_00', { n: p.points, correct: p.correct })}</span>
              </li>
            ))}
          </ol>
        </div>
      );
    }
  }
}

function Play({ board, players, bank }: { board: Board; players: Players; bank: Bank | null }) {
  const { t } = useTranslation('gm105');
  const totals = board.standings.total;
  return (
    <section className={stage} data-scene={board.practice ? 'host-gm105-practice' : `host-gm105-${board.status}`} data-testid="gm105-board">
      <TeamScores
        testId="tv-total"
        mirror
        className={top}
        cardClassName={total}
        score={(team) => totals[team]}
        label={(team) => t(`Team_${team}_00`)}
        middle={
          <div className={chip}>
            {board.practice ? t('Practice_Chip_00') : board.roundNumber >= 0 ? t('Round_00', { n: board.roundNumber + 1, of: board.rounds }) : t('Title_00')}
          </div>
        }
      />
      <Middle board={board} bank={bank} />
      <Faces board={board} players={players} />
    </section>
  );
}

export default function Gm105Board() {
  const { t } = useTranslation('gm105');
  // The answer window and its ticks are timed on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
  }, []);
  const bank = useBank();
  const { view, game } = useHostGame('gm105');
  const board = game?.board ?? null;
  useQuizSound(
    game?.phase === 'play' || game?.phase === 'tutorial' ? (board?.status ?? null) : null,
    board?.closeAt ?? null,
    (board?.fastest.length ?? 0) > 0,
    !!game?.paused,
  );
  if (!view || !game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{ title: t('Title_00'), howTo: t('HowTo_00'), art: <BuzzerArt className={art} lit /> }}
      board={() => board && <Play board={board} players={view.players} bank={bank} />}
    />
  );
}
