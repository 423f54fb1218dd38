import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { serverNow, startClock } from '../../../engine/clock';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts, teamColor } from '../../../ui/tokens';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm135Board, MomentCard } from '../rules/views';
import { Ball, PrizeArt, PrizeBox, SoundIcon } from '../shared/Art';
import { SOUND_ITEMS } from '../shared/items';
import { gameSfx, playItem, warmUpSound } from './bingoSound';
import { Wall } from './Wall';

type Board = Snapshot<Gm135Board>;
type Players = Snapshot<PublicPlayer[]>;

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  /* minmax(0, …): the middle row keeps its share of the screen whatever a moment puts in it. */
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: 1.6vh;
  padding: 2.2vh 2.2vw;
  background:
    radial-gradient(ellipse at 20% 0%, rgba(63, 208, 255, 0.16) 0%, transparent 45%), radial-gradient(circle at 50% 30%, #2c2a6e 0%, ${colors.bgDeep} 72%);
  color: #fff;
  font-family: ${fonts.body};
  overflow: hidden;
`;
const top = css`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 2vw;
`;
const teamBar = css`
  display: flex;
  flex-direction: column;
  gap: 0.6vh;
  font-family: ${fonts.display};
  font-size: 3vh;
  &[data-team='right'] {
    align-items: flex-end;
    text-align: right;
  }
  > div {
    width: 100%;
    height: 1.8vh;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.1);
    overflow: hidden;
  }
  > div > i {
    display: block;
    height: 100%;
    background: ${colors.left};
    transition: width 0.5s;
  }
  &[data-team='right'] > div {
    transform: scaleX(-1);
  }
  &[data-team='right'] > div > i {
    background: ${colors.right};
  }
  em {
    font-style: normal;
    color: ${colors.accent};
  }
`;
const pill = css`
  padding: 0.8vh 2vw;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.09);
  font-family: ${fonts.display};
  font-size: 3.4vh;
  white-space: nowrap;
`;
const main = css`
  display: grid;
  grid-template-columns: 38vw 1fr;
  gap: 2vw;
  min-height: 0;
`;
const caller = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2vh;
  min-height: 0;
`;
const bigBall = css`
  width: 30vh;
  height: 30vh;
  filter: drop-shadow(0 1.5vh 2vh rgba(0, 0, 0, 0.5));
  &[data-spin='true'] {
    animation: gm135-hroll 0.45s linear infinite;
  }
  &[data-spin='false'] {
    animation: gm135-hdrop 0.6s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  }
  @keyframes gm135-hroll {
    to {
      transform: rotate(360deg);
    }
  }
  @keyframes gm135-hdrop {
    from {
      transform: translateY(-8vh) scale(0.4);
    }
  }
`;
const numbers = css`
  display: flex;
  flex-direction: column;
  gap: 0.6vh;
  width: 100%;
  > div {
    display: grid;
    grid-template-columns: 4vh repeat(var(--cols), 1fr);
    gap: 0.3vw;
    align-items: center;
  }
  b {
    font-family: ${fonts.display};
    font-size: 3vh;
    color: ${colors.cyan};
  }
  span {
    height: 4vh;
    border-radius: 0.8vh;
    display: flex;
    align-items: center;
    justify-content: center;
    font-family: ${fonts.display};
    font-size: 1.9vh;
    background: rgba(255, 255, 255, 0.06);
    color: rgba(255, 255, 255, 0.35);
  }
  span[data-called='true'] {
    background: ${colors.paper};
    color: ${colors.ink};
  }
  span[data-parity='left'] {
    border-bottom: 0.4vh solid ${colors.left};
  }
  span[data-parity='right'] {
    border-bottom: 0.4vh solid ${colors.right};
  }
  span[data-current='true'] {
    background: ${colors.accent};
    transform: scale(1.2);
    box-shadow: 0 0 1.2vh ${colors.accent};
  }
`;
const panel = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.6vh;
  min-height: 0;
  text-align: center;
`;
const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 6vh;
  line-height: 1.1;
  text-shadow: 0 0.6vh 0 rgba(0, 0, 0, 0.4);
`;
const sub = css`
  margin: 0;
  font-size: 2.8vh;
  color: ${colors.textDim};
  max-width: 52vw;
  line-height: 1.4;
`;
const bingoWord = css`
  font-family: ${fonts.display};
  font-size: 13vh;
  line-height: 1;
  color: ${colors.accent};
  text-shadow: 0 1vh 0 ${colors.accentDeep};
  animation: gm135-hbingo 0.8s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  @keyframes gm135-hbingo {
    from {
      transform: scale(0.2) rotate(-10deg);
    }
  }
`;
const winnersRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 2vh 2vw;
  flex: 0 1 auto;
  min-height: 0;
  overflow: hidden;
`;
const winnerCard = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1vh;
  padding: 1.6vh 1.2vw;
  border-radius: 2vh;
  background: rgba(255, 255, 255, 0.08);
  border-bottom: 0.8vh solid ${colors.left};
  animation: gm135-hrise 0.6s cubic-bezier(0.2, 1.4, 0.4, 1) both;
  &[data-team='right'] {
    border-color: ${colors.right};
  }
  @keyframes gm135-hrise {
    from {
      transform: translateY(6vh);
      opacity: 0;
    }
  }
  /* A long name is cut, not a card twice as wide that pushes the last row off the screen. */
  max-width: 11vw;
  strong,
  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-family: ${fonts.display};
    font-size: 2.8vh;
  }
  > svg {
    width: 14vh;
    height: 14vh;
  }
`;
const selfie = css`
  width: 14vh;
  height: 14vh;
  border-radius: 50%;
  border: 0.8vh solid ${colors.accent};
  background: ${colors.paper} center / cover;
  color: ${colors.ink};
  display: flex;
  align-items: center;
  justify-content: center;
  font-family: ${fonts.display};
  font-size: 7vh;
`;
const mini = css`
  display: grid;
  grid-template-columns: repeat(5, 2.6vh);
  gap: 0.3vh;
  i {
    height: 2.6vh;
    border-radius: 0.5vh;
    background: rgba(255, 255, 255, 0.15);
  }
  i[data-opened='true'] {
    background: ${colors.paper};
  }
  i[data-line='true'] {
    background: ${colors.accent};
  }
`;
const feed = css`
  display: flex;
  align-items: center;
  gap: 1vw;
  height: 9vh;
  padding: 0 1vw;
  border-radius: 2vh;
  background: rgba(255, 255, 255, 0.05);
  overflow: hidden;
  > em {
    font-style: normal;
    font-family: ${fonts.display};
    font-size: 2.4vh;
    color: ${colors.textDim};
    white-space: nowrap;
  }
`;
const chirp = css`
  display: flex;
  align-items: center;
  gap: 0.4vw;
  padding: 0.6vh 0.8vw 0.6vh 0.4vw;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.09);
  border: 0.3vh solid var(--team);
  font-size: 2vh;
  white-space: nowrap;
  animation: gm135-chirp 0.5s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  max-width: 12vw;
  overflow: hidden;
  text-overflow: ellipsis;
  svg {
    flex: none;
    width: 5vh;
    height: 5vh;
  }
  @keyframes gm135-chirp {
    from {
      transform: translateY(5vh) scale(0.5);
    }
  }
`;
const counts = css`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 2vh 2vw;
  > div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.6vh;
    padding: 1.2vh 1vw;
    border-radius: 2vh;
    background: rgba(255, 255, 255, 0.07);
    font-family: ${fonts.display};
    font-size: 3vh;
  }
  svg {
    width: 9vh;
    height: 9vh;
  }
`;
/** As large as a prize's art, so an opened box takes its place without moving the cards. */
const bigBox = css`
  width: 14vh;
  height: 14vh;
`;

const LETTERS = ['B', 'I', 'N', 'G', 'O'];
/** Winners drawn large at once (the rest are counted). */
const MAX_PRIZES = 8;
const LINE_CELLS: number[][] = [
  ...[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => r * 5 + c)),
  ...[0, 1, 2, 3, 4].map((c) => [0, 1, 2, 3, 4].map((r) => r * 5 + c)),
  [0, 6, 12, 18, 24],
  [4, 8, 12, 16, 20],
];

/** The caller's board: every number by column, those called lit, the last one glowing. */
function Numbers({ board }: { board: Board }) {
  const called = new Set(board.calledNumbers);
  const { parity } = board;
  // In T3 each number helps the team whose cards hold its parity.
  const team = (n: number) => (!parity.left ? '' : (n % 2 === 0) === (parity.left === 'even') ? 'left' : 'right');
  return (
    <div className={numbers} style={{ ['--cols' as string]: board.columnSize }} data-testid="numbers">
      {LETTERS.map((l, c) => (
        <div key={l}>
          <b>{l}</b>
          {Array.from({ length: board.columnSize }, (_, k) => c * board.columnSize + k + 1).map((n) => (
            <span key={n} data-called={called.has(n)} data-current={n === board.current} data-parity={team(n)}>
              {n}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

function Face({ id, name, players, className }: { id: string; name: string; players: Players; className: string }) {
  const photo = players.find((p) => p.id === id)?.photo;
  return (
    <div className={className} style={photo ? { backgroundImage: `url(${photo})` } : undefined}>
      {photo ? '' : [...name][0]}
    </div>
  );
}

function MiniCard({ w }: { w: Snapshot<MomentCard> }) {
  const line = new Set(w.lines.flatMap((k) => LINE_CELLS[k] ?? []));
  const opened = new Set(w.opened);
  return (
    <div className={mini}>
      {Array.from({ length: 25 }, (_, i) => (
        <i key={i} data-opened={opened.has(i)} data-line={line.has(i)} />
      ))}
    </div>
  );
}

/** The board's sounds: each press once (presses older than a few seconds, as after a reload, are skipped), the roulette and the calls. */
function useSounds(board: Board) {
  const seen = useRef({ seq: board.soundSeq, status: board.status, reach: board.reachTotal, draws: board.draws });
  useEffect(() => warmUpSound(), []);
  useEffect(() => {
    const s = seen.current;
    const now = serverNow();
    for (const e of Object.values(board.sounds)) if (e.seq > s.seq && now - e.at < 3000) playItem(e.item, e.player);
    s.seq = Math.max(s.seq, board.soundSeq);
  }, [board.sounds, board.soundSeq]);
  useEffect(() => {
    const s = seen.current;
    if (board.status !== s.status) {
      if (board.status === 'rouletteStopped') gameSfx.stop();
      if (board.status === 'bingo') gameSfx.fanfare();
    }
    if (board.reachTotal > s.reach) gameSfx.reach();
    Object.assign(s, { status: board.status, reach: board.reachTotal, draws: board.draws });
  }, [board.status, board.reachTotal, board.draws]);
  // The roulette ticks while it spins.
  useEffect(() => {
    if (board.status !== 'rouletteStarted') return;
    let k = 0;
    const id = setInterval(() => gameSfx.tick(k++), 110);
    return () => clearInterval(id);
  }, [board.status, board.draws]);
}

function SoundFeed({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm135');
  const names = new Map(players.map((p) => [p.id, p.name]));
  const recent = Object.values(board.sounds).slice(-7).reverse();
  return (
    <footer className={feed} data-testid="sound-feed">
      <em>{t('Host_Sounds_00', { count: SOUND_ITEMS.reduce((a, i) => a + board.soundCounts[i], 0) })}</em>
      {recent.map((e) => (
        <span key={e.seq} className={chirp} style={{ ['--team' as string]: teamColor(e.team) }}>
          <SoundIcon item={e.item} />
          {names.get(e.player) ?? ''}
        </span>
      ))}
    </footer>
  );
}

function Play({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm135');
  useSounds(board);
  const left = useSecondsLeft(board.statusUntil);
  const bar = (team: 'left' | 'right') => {
    const p = board.teams[team];
    return (
      <div className={teamBar} data-team={team} data-testid={`host-team-${team}`}>
        <span>
          {t(`Team_${team}_00`)} <em>{t('Host_TeamBingos_00', { bingos: p.bingos, target: p.target })}</em>
        </span>
        <div>
          <i style={{ width: `${Math.min(100, (100 * p.bingos) / p.target)}%` }} />
        </div>
      </div>
    );
  };
  const teamsTop = (
    <header className={top}>
      {bar('left')}
      <div className={pill} data-testid="host-draws">
        {board.status === 'selectingBingoCells'
          ? t('Host_RangeLine_00', { range: board.range })
          : t('Draw_Of_00', { n: board.draws + (board.spinning ? 1 : 0), of: board.maxDraws })}
      </div>
      {bar('right')}
    </header>
  );
  const body = (() => {
    switch (board.status) {
      case 'selectingBingoCells':
      case 'bingoCellsSelected':
        return (
          <>
            <h1 className={title}>{t('Host_Choose_00')}</h1>
            <p className={sub}>{t('Host_ChooseBody_00', { done: board.players.filter((p) => p.fixed).length, of: board.players.length })}</p>
            <Wall board={board} players={players} tutorial />
          </>
        );
      case 'bingoStarted':
        return (
          <>
            <h1 className={title}>{t('Start_Title_00')}</h1>
            <p className={sub}>{board.mode === 'T3' ? t('Host_StartT3_00') : t('Host_StartBody_00', { range: board.range })}</p>
            {left !== null && <div className={bingoWord}>{left}</div>}
            <Wall board={board} players={players} />
          </>
        );
      case 'rouletteStarted':
      case 'rouletteStopped':
        return (
          <>
            <h1 className={title} data-testid="host-call">
              {board.spinning || board.current === null ? t('Call_Spinning_00') : t('Call_Number_00', { n: board.current })}
            </h1>
            <Wall board={board} players={players} />
          </>
        );
      case 'bingo':
        return (
          <>
            <div className={bingoWord}>{t('Bingo_00')}</div>
            <div className={winnersRow} data-testid="host-moment">
              {board.moment.map((w) => (
                <div key={w.id} className={winnerCard} data-team={w.team} data-testid="host-winner">
                  <Face id={w.id} name={w.name} players={players} className={selfie} />
                  <strong>{w.name}</strong>
                  <MiniCard w={w} />
                </div>
              ))}
            </div>
            {board.momentCount > board.moment.length && <p className={sub}>{t('Host_More_00', { count: board.momentCount - board.moment.length })}</p>}
          </>
        );
      case 'prizeBox':
      case 'prizeBoxOpened':
        return (
          <>
            <h1 className={title}>{t(board.status === 'prizeBox' ? 'Host_Boxes_00' : 'Host_Prizes_00')}</h1>
            {board.winners.length === 0 && <p className={sub}>{t('Winners_None_00')}</p>}
            <div className={winnersRow} data-testid="host-prizes">
              {board.winners.slice(0, MAX_PRIZES).map((w) => (
                <div key={w.id} className={winnerCard} data-team={w.team}>
                  {w.prize ? <PrizeArt prize={w.prize} /> : <PrizeBox className={bigBox} color={teamColor(w.team)} />}
                  <strong>{w.name}</strong>
                  <span>{w.prize ? t(`Prize_${w.prize}_00`) : t('Host_BoxClosed_00')}</span>
                </div>
              ))}
            </div>
            {board.winners.length > MAX_PRIZES && <p className={sub}>{t('Host_More_00', { count: board.winners.length - MAX_PRIZES })}</p>}
          </>
        );
      case 'playingSound':
      case 'finished':
        return (
          <>
            <h1 className={title}>{t(board.status === 'finished' ? 'Host_End_00' : 'Sounds_Title_00')}</h1>
            <div className={counts} data-testid="host-sound-counts">
              {SOUND_ITEMS.map((i) => (
                <div key={i}>
                  <SoundIcon item={i} />
                  {board.soundCounts[i]}
                </div>
              ))}
            </div>
          </>
        );
    }
  })();
  return (
    <section className={stage} data-scene={`host-gm135-${board.status}`}>
      {teamsTop}
      <div className={main}>
        <div className={caller}>
          <Ball className={bigBall} n={board.spinning ? null : board.current} spin={board.spinning} key={board.spinning ? 'spin' : (board.current ?? 'none')} />
          <Numbers board={board} />
        </div>
        <div className={panel}>{body}</div>
      </div>
      <SoundFeed board={board} players={players} />
    </section>
  );
}

/** Bingo (gm135) on the big screen: the caller's roulette and numbers, every player's card progress, the bingos, prizes and the soundboard's mix. */
export default function Gm135Board() {
  const { t } = useTranslation('gm135');
  // Countdowns and sound ages are read on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
  }, []);
  const { view, game } = useHostGame('gm135');
  if (!view || !game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{ title: t('Title_00'), howTo: t('HowTo_00'), art: <Ball className={bigBall} n={75} /> }}
      board={() => game.board && <Play board={game.board} players={view.players} />}
    />
  );
}
