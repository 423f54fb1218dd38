import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { startClock } from '../../../engine/clock';
import type { Team } from '../../../protocol/enums';
import { colors, fonts } from '../../../ui/tokens';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { BoardSquad, Gm110Board } from '../rules/views';
import { Crown, Customer, ItemArt, Pencil, Stars, Sundae } from '../shared/Art';
import { squadName, starsText, teamName } from '../shared/labels';
import { sfx } from './sfx';

type Board = Snapshot<Gm110Board>;

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr;
  gap: 1.6vh;
  padding: 2.4vh 2vw;
  background:
    radial-gradient(ellipse at 50% 0%, rgba(255, 143, 177, 0.18) 0%, transparent 45%), radial-gradient(circle at 50% 30%, #3a2660 0%, ${colors.bgDeep} 72%);
  color: #fff;
  font-family: ${fonts.body};
  overflow: hidden;
`;
const head = css`
  display: flex;
  align-items: center;
  gap: 2vw;
  h1 {
    margin: 0;
    flex: 1;
    font-family: ${fonts.display};
    font-size: 5.2vh;
    line-height: 1.1;
    text-shadow: 0 0.5vh 0 rgba(0, 0, 0, 0.4);
  }
`;
const chip = css`
  padding: 0.8vh 1.4vw;
  border-radius: 3vh;
  background: ${colors.bgCard};
  font-weight: 700;
  font-size: 2.6vh;
`;
const clock = css`
  font-family: ${fonts.display};
  font-size: 6vh;
  min-width: 10vh;
  height: 10vh;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.bgCard};
  border: 0.6vh solid ${colors.cyan};
`;
const body = css`
  display: grid;
  grid-template-columns: 1fr 26vw 1fr;
  gap: 1.5vw;
  min-height: 0;
`;
const column = css`
  display: flex;
  flex-direction: column;
  gap: 1vh;
  min-height: 0;
  h2 {
    margin: 0;
    padding: 0.6vh 1vw;
    border-radius: 1.4vh;
    background: var(--team);
    font-family: ${fonts.display};
    font-size: 3.2vh;
    display: flex;
    justify-content: space-between;
  }
`;
const grid = css`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: repeat(var(--cols), minmax(0, 1fr));
  grid-auto-rows: var(--row);
  gap: 0.8vh 0.6vw;
  align-content: start;
`;
const tile = css`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.3vh 0.5vw;
  padding: 0.8vh 0.7vw;
  border-radius: 1.4vh;
  background: rgba(255, 255, 255, 0.07);
  border-left: 0.6vh solid var(--team);
  min-height: 0;
  overflow: hidden;
  strong {
    font-family: ${fonts.display};
    font-size: 2.3vh;
    line-height: 1.1;
  }
  ul {
    grid-column: 1;
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2vh 0.5vw;
    font-size: var(--name);
    color: ${colors.textDim};
    min-width: 0;
    overflow: hidden;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.2vw;
    max-width: 100%;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  li[data-done='true'] {
    color: #fff;
  }
  li svg {
    width: calc(var(--name) * 1.1);
    height: calc(var(--name) * 0.8);
    flex: none;
  }
  > aside {
    grid-row: 1 / span 3;
    grid-column: 2;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.3vh;
    font-weight: 700;
    font-size: 2vh;
    min-height: 0;
  }
  > aside svg.sundae {
    height: var(--art);
    width: calc(var(--art) * 0.6);
  }
  > aside svg.stars {
    width: 7vh;
    height: 2.2vh;
  }
  &[data-served='true'] {
    background: rgba(255, 210, 63, 0.16);
  }
`;
const dots = css`
  display: flex;
  gap: 0.3vw;
  i {
    width: 1.5vh;
    height: 1.5vh;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.2);
  }
  i[data-on='true'] {
    background: ${colors.accent};
  }
`;
const thumbs = css`
  grid-column: 1;
  display: flex;
  gap: 0.3vw;
  min-height: 0;
  img {
    height: var(--thumb);
    width: var(--thumb);
    border-radius: 0.6vh;
    background: ${colors.paper};
  }
`;
const centre = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2vh;
  text-align: center;
  min-height: 0;
  p {
    margin: 0;
    font-size: 2.8vh;
    color: ${colors.textDim};
    line-height: 1.4;
  }
`;
const customer = css`
  width: 22vh;
  height: 22vh;
  animation: gm110-walk 0.8s cubic-bezier(0.2, 1.4, 0.4, 1) both;
  @keyframes gm110-walk {
    from {
      transform: translateX(-12vw);
      opacity: 0;
    }
  }
`;
const bubble = css`
  position: relative;
  padding: 1.6vh 2vw;
  border-radius: 3vh;
  background: ${colors.paper};
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: 3.6vh;
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: -1.6vh;
    border: 1vh solid transparent;
    border-top: 1.2vh solid ${colors.paper};
  }
`;
const bigSundae = css`
  width: 20vh;
  height: 34vh;
`;
const means = css`
  display: flex;
  gap: 1vw;
  > div {
    min-width: 11vw;
    padding: 1.2vh 1vw;
    border-radius: 2vh;
    background: rgba(255, 255, 255, 0.08);
    border-bottom: 0.8vh solid ${colors.left};
  }
  > div[data-team='right'] {
    border-color: ${colors.right};
  }
  strong {
    display: block;
    font-family: ${fonts.display};
    font-size: 7vh;
    line-height: 1.1;
  }
  small {
    display: block;
    font-size: 2vh;
    color: ${colors.textDim};
  }
`;
const practiceArt = css`
  width: 18vh;
  height: 18vh;
`;

function Clock({ until }: { until: number | null }) {
  const left = useSecondsLeft(until);
  if (left === null) return null;
  return <div className={clock}>{left}</div>;
}

/** How big a squad's drawings are: smaller as a team has more squads (up to 100 players). */
function sizing(n: number): { cols: number; art: string; thumb: string; row: string; name: string } {
  // A few squads get readable rows of their own size, not a tile stretched down the whole column.
  if (n <= 2) return { cols: 1, art: '16vh', thumb: '9vh', row: 'minmax(0, 30vh)', name: '2.8vh' };
  if (n <= 4) return { cols: 2, art: '14vh', thumb: '6vh', row: 'minmax(0, 26vh)', name: '2.4vh' };
  if (n <= 8) return { cols: 2, art: '8vh', thumb: '4vh', row: 'minmax(0, 1fr)', name: '1.8vh' };
  return { cols: 3, art: '6.5vh', thumb: '3vh', row: 'minmax(0, 1fr)', name: '1.6vh' };
}

function SquadTile({ b, q }: { b: Board; q: Snapshot<BoardSquad> }) {
  const { t } = useTranslation('gm110');
  const tutorial = b.status === 'grouping';
  const replay = b.replay?.squads.find((x) => x.id === q.id);
  const candidate = replay?.candidate ?? q.candidate;
  const stars = replay?.stars ?? q.stars;
  const wrong = replay?.wrong ?? q.wrong;
  const slots = replay ? b.replay!.slots : b.slots;
  const notes = replay?.notes ?? [];
  const nameOf = (id: string) => q.members.find((m) => m.id === id)?.name ?? '';
  return (
    <div className={tile} data-testid="squad" data-team={q.team} data-served={q.served && !replay}>
      <strong>{squadName(t, q.team, q.index)}</strong>
      <ul>
        {q.members.map((m) => (
          <li key={m.id} data-done={tutorial ? m.practiced : b.status === 'roundStarted' ? m.noteIn : true}>
            {m.leader && <Crown />}
            {m.name}
          </li>
        ))}
      </ul>
      {notes.length > 0 && (
        <div className={thumbs}>
          {notes.slice(0, 4).map((n) => (
            <img key={n.by} src={n.url} alt={t('Note_Alt_00', { name: nameOf(n.by) })} data-testid="host-note" />
          ))}
        </div>
      )}
      <aside>
        {candidate ? (
          <Sundae className="sundae" slots={slots} items={candidate} wrong={wrong} />
        ) : b.status === 'roundStarted' || b.status === 'order' ? (
          <span data-testid="notes-in">
            {q.notesIn}/{q.notesDue}
          </span>
        ) : b.status === 'pendingAnswer' ? (
          <>
            <div className={dots}>
              {b.slots.map((_, i) => (
                <i key={i} data-on={i < q.filled} />
              ))}
            </div>
            {q.served && <span>{t('Host_Served_00')}</span>}
          </>
        ) : null}
        {stars !== null && stars !== undefined && <Stars className="stars" n={stars} />}
      </aside>
    </div>
  );
}

function Team({ b, team }: { b: Board; team: Team }) {
  const { t } = useTranslation('gm110');
  const squads = b.squads.filter((q) => q.team === team);
  const size = sizing(squads.length);
  const mean = b.status === 'replay' ? b.totals?.[team] : b.teamStars?.[team];
  return (
    <section className={column} style={{ ['--team' as string]: team === 'left' ? colors.left : colors.right }} data-testid={`squads-${team}`}>
      <h2>
        <span>{teamName(t, team)}</span>
        {mean !== undefined && <span data-testid={`host-mean-${team}`}>★ {starsText(mean)}</span>}
      </h2>
      <div
        className={grid}
        style={{
          ['--cols' as string]: size.cols,
          ['--art' as string]: size.art,
          ['--thumb' as string]: size.thumb,
          ['--row' as string]: size.row,
          ['--name' as string]: size.name,
        }}
      >
        {squads.map((q) => (
          <SquadTile key={q.id} b={b} q={q} />
        ))}
      </div>
    </section>
  );
}

function Centre({ b }: { b: Board }) {
  const { t } = useTranslation('gm110');
  switch (b.status) {
    case 'grouping':
    case 'tutorialOrder':
      return (
        <div className={centre}>
          <ItemArt className={practiceArt} item={b.practice} />
          <p>{t('Host_Practice_00', { item: t(`Item_${b.practice}_00`) })}</p>
        </div>
      );
    case 'order':
      return (
        <div className={centre}>
          <div className={bubble}>{t('Host_OrderBubble_00', { count: b.slots.length })}</div>
          <Customer className={customer} index={b.customer} talking />
          <p>{t('Host_Order_00')}</p>
        </div>
      );
    case 'roundStarted':
      return (
        <div className={centre}>
          <Pencil className={practiceArt} />
          <p>{t('Host_Drawing_00')}</p>
        </div>
      );
    case 'pendingAnswer':
    case 'answered':
    case 'answerClosed':
      return (
        <div className={centre}>
          <Customer className={customer} index={b.customer} />
          <p>{t(b.status === 'answerClosed' ? 'Host_Closed_00' : 'Host_Picking_00')}</p>
        </div>
      );
    case 'answerJudged':
    case 'waitingForRoundResult':
      return (
        <div className={centre}>
          <p>{t('Host_RealOrder_00')}</p>
          {b.order && <Sundae className={bigSundae} slots={b.slots} items={b.order} />}
          <Customer className={customer} index={b.customer} />
        </div>
      );
    case 'roundResult':
      return (
        <div className={centre}>
          <p>{t('Host_RoundResult_00', { n: b.customer + 1 })}</p>
          <div className={means}>
            {(['left', 'right'] as const).map((team) => (
              <div key={team} data-team={team}>
                <small>{teamName(t, team)}</small>
                <strong>{starsText(b.teamStars?.[team])}</strong>
                <small>{t('Host_Total_00', { total: starsText(b.totals?.[team]) })}</small>
              </div>
            ))}
          </div>
        </div>
      );
    case 'replay':
      return (
        <div className={centre}>
          <p>{t('Host_Replay_00', { n: (b.replay?.customer ?? 0) + 1 })}</p>
          {b.replay && <Sundae className={bigSundae} slots={b.replay.slots} items={b.replay.order} />}
          <Customer className={customer} index={b.replay?.customer ?? 0} />
        </div>
      );
  }
}

function title(t: (k: string, o?: Record<string, unknown>) => string, b: Board): string {
  switch (b.status) {
    case 'grouping':
    case 'tutorialOrder':
      return t('Host_Grouping_Title_00');
    case 'order':
      return t('Host_Order_Title_00');
    case 'roundStarted':
      return t('Host_Drawing_Title_00');
    case 'pendingAnswer':
    case 'answered':
      return t('Host_Picking_Title_00');
    case 'answerClosed':
      return t('Host_Closed_Title_00');
    case 'answerJudged':
      return t('Host_Judged_Title_00');
    case 'waitingForRoundResult':
      return t('Host_Counting_Title_00');
    case 'roundResult':
      return t('Host_Result_Title_00');
    case 'replay':
      return t('Host_Replay_Title_00');
  }
}

function Play({ b }: { b: Board }) {
  const { t } = useTranslation('gm110');
  const served = b.squads.filter((q) => q.served).length;
  const last = useRef({ status: b.status, served, customer: b.customer });
  useEffect(() => {
    const was = last.current;
    if (b.status !== was.status || b.customer !== was.customer) {
      if (b.status === 'order') sfx.bell();
      if (b.status === 'answerJudged') sfx.stars(Math.round(Math.max(b.teamStars?.left ?? 0, 3)));
      if (b.status === 'roundResult') sfx.fanfare();
    } else if (served > was.served) sfx.served();
    last.current = { status: b.status, served, customer: b.customer };
  }, [b.status, b.customer, served, b.teamStars]);
  const until = b.status === 'roundStarted' ? b.drawUntil : b.status === 'grouping' ? null : b.statusUntil;
  // The replay goes through the customers again: the chip names the one on show.
  const shown = b.replay ? b.replay.customer : b.customer;
  return (
    <section className={stage} data-scene={`host-gm110-${b.status}`}>
      <header className={head}>
        <span className={chip}>{shown < 0 ? t('Practice_Chip_00') : t('Customer_Of_00', { n: shown + 1, of: b.customers })}</span>
        <h1>{title(t, b)}</h1>
        <Clock until={until} />
      </header>
      <div className={body}>
        <Team b={b} team="left" />
        <Centre b={b} />
        <Team b={b} team="right" />
      </div>
    </section>
  );
}

export default function Gm110Board() {
  const { t } = useTranslation('gm110');
  // Deadlines are drawn on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
  }, []);
  const { game } = useHostGame('gm110');
  if (!game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{ title: t('Title_00'), howTo: t('HowTo_00'), art: <Customer className={customer} index={0} talking /> }}
      board={() => game.board && <Play b={game.board} />}
    />
  );
}
