import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { sendIntent } from '../../../engine/socketClient';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { GameButton } from '../../../ui/GameButton';
import { screen } from '../../../ui/styles';
import { colors, fonts, teamColor, vw } from '../../../ui/tokens';
import { GameFrame, type StatusScreens } from '../../common/phone/GameFrame';
import { SkipPractice } from '../../common/phone/Practice';
import { heading, note } from '../../common/phone/styles';
import { TeamTotals } from '../../common/phone/TeamTotals';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm110Params } from '../parameters';
import { Crown, Customer, ItemArt, Pencil, Stars, Sundae } from '../shared/Art';
import { slotName, squadName, starsText, teamName } from '../shared/labels';
import { NotePad } from './NotePad';
import { CheerButton, chip, NoteStrip, Refusal, SquadCard, type Own } from './parts';
import { Picker } from './Picker';

const art = css`
  width: ${vw(36)};
  height: ${vw(36)};
  filter: drop-shadow(0 ${vw(2)} ${vw(3)} rgba(0, 0, 0, 0.4));
`;
/** A screen that starts at the top (pads and pickers need the height). */
const tall = css`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(2.5)};
  padding: ${vw(4)} ${vw(4)} ${vw(5)};
  text-align: center;
`;
const top = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vw(2)};
  width: 100%;
  text-align: left;
  h1 {
    font-size: ${vw(6.5)};
  }
`;
const clock = css`
  font-family: ${fonts.display};
  font-size: ${vw(7)};
  width: ${vw(14)};
  height: ${vw(14)};
  flex: none;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.bgCard};
  border: ${vw(1)} solid ${colors.cyan};
  &[data-hot='true'] {
    border-color: ${colors.danger};
    color: ${colors.danger};
  }
`;
const role = css`
  padding: ${vw(2)} ${vw(6)};
  border-radius: ${vw(4)};
  font-family: ${fonts.display};
  font-size: ${vw(8)};
  background: var(--team);
  display: flex;
  align-items: center;
  gap: ${vw(2)};
  svg {
    width: ${vw(10)};
    height: ${vw(7)};
  }
`;
const parts = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vw(3)};
  figure {
    margin: 0;
    padding: ${vw(3)};
    border-radius: ${vw(4)};
    background: ${colors.bgCard};
    animation: gm110-pop 0.5s cubic-bezier(0.2, 1.5, 0.4, 1) both;
  }
  svg {
    width: ${vw(34)};
    height: ${vw(34)};
  }
  figcaption {
    font-family: ${fonts.display};
    font-size: ${vw(6.5)};
  }
  figcaption small {
    display: block;
    font-family: inherit;
    font-size: ${vw(4)};
    color: ${colors.textDim};
  }
  @keyframes gm110-pop {
    from {
      transform: scale(0.4);
      opacity: 0;
    }
  }
`;
const sundae = css`
  width: ${vw(34)};
  height: ${vw(52)};
`;
const versus = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vw(3)};
  width: 100%;
  figure {
    margin: 0;
    padding: ${vw(2)};
    border-radius: ${vw(4)};
    background: ${colors.bgCard};
  }
  svg {
    width: 100%;
    height: ${vw(48)};
  }
  figcaption {
    font-weight: 700;
    font-size: ${vw(4)};
  }
`;
const starsBig = css`
  width: ${vw(60)};
  height: ${vw(18)};
  animation: gm110-pop 0.6s cubic-bezier(0.2, 1.5, 0.4, 1) both;
`;
const history = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(2)};
  width: 100%;
  li {
    display: grid;
    grid-template-columns: auto 1fr 1fr auto;
    align-items: center;
    gap: ${vw(2)};
    padding: ${vw(1.5)} ${vw(3)};
    border-radius: ${vw(3)};
    background: ${colors.bgCard};
    font-weight: 700;
    font-size: ${vw(3.6)};
  }
  li > svg:not(:last-child) {
    width: 100%;
    height: ${vw(24)};
  }
  li > svg:last-child {
    width: ${vw(18)};
    height: ${vw(6)};
  }
  ol {
    display: contents;
  }
`;

function Clock({ until }: { until: number | null }) {
  const left = useSecondsLeft(until);
  return (
    <div className={clock} data-hot={left !== null && left <= 3} data-testid="clock">
      {left ?? ''}
    </div>
  );
}

function Top({ own, title, until }: { own: Own; title: string; until?: number | null }) {
  const { t } = useTranslation('gm110');
  return (
    <div className={top}>
      <div>
        <span className={chip}>{own.customer < 0 ? t('Practice_Chip_00') : t('Customer_Of_00', { n: own.customer + 1, of: own.customers })}</span>
        <h1 className={heading}>{title}</h1>
      </div>
      {until !== undefined && <Clock until={until} />}
    </div>
  );
}

function RoleBadge({ own }: { own: Own }) {
  const { t } = useTranslation('gm110');
  return (
    <div className={role} style={{ ['--team' as string]: teamColor(own.team) }} data-testid="role" data-role={own.role ?? ''}>
      {own.role === 'leader' && <Crown />}
      {t(own.role === 'leader' ? 'Role_leader_00' : 'Role_member_00')}
    </div>
  );
}

function Grouping({ own }: { own: Own }) {
  const { t } = useTranslation('gm110');
  const solo = (own.squad?.members.length ?? 0) < 2;
  return (
    <main className={screen} data-scene="gm110-grouping">
      <h1 className={heading}>{own.squad ? t('Grouping_Title_00', { squad: squadName(t, own.squad.team, own.squad.index) }) : ''}</h1>
      <RoleBadge own={own} />
      <p className={note}>{t(solo ? 'Role_solo_Body_00' : own.role === 'leader' ? 'Role_leader_Body_00' : 'Role_member_Body_00')}</p>
      <SquadCard own={own} />
      <GameButton tone={own.team ?? 'accent'} data-testid="ready" onPress={() => sendIntent('gm110:ready', {})}>
        {t('Grouping_Ready_00')}
      </GameButton>
    </main>
  );
}

function Practice({ own, params }: { own: Own; params: Gm110Params }) {
  const { t } = useTranslation('gm110');
  const item = t(`Item_${own.practice.item}_00`);
  const leader = own.role === 'leader';
  const done = own.tutorialDone || (leader ? own.practice.served : !!own.practice.note);
  return (
    <main className={tall} data-scene="gm110-tutorialOrder">
      <Top own={own} title={t(leader ? 'Practice_Leader_00' : 'Practice_Member_00', { item })} />
      {done ? (
        <>
          {leader ? (
            <Sundae className={sundae} slots={own.slots} items={[own.practice.pick]} />
          ) : (
            own.myNote && <NoteStrip own={own} list={own.notes.filter((n) => n.by === own.me)} large />
          )}
          <p className={chip} data-testid="practice-done">
            {leader && own.practice.pick !== own.practice.item ? t('Practice_Wrong_00', { item }) : t('Practice_Done_00')}
          </p>
        </>
      ) : leader ? (
        <>
          <p className={note}>{t('Practice_Leader_Body_00')}</p>
          <Picker own={own} round={-1} />
        </>
      ) : (
        <>
          <div className={parts}>
            <figure>
              <ItemArt item={own.practice.item} />
            </figure>
          </div>
          <p className={note}>{t('Practice_Member_Body_00')}</p>
          <NotePad round={-1} until={null} note={params.note} />
        </>
      )}
      <Refusal customer={-1} moves={['gm110:note', 'gm110:pick', 'gm110:serve']} />
      {!done && <SkipPractice game="gm110" label={t('Practice_Skip_00')} />}
    </main>
  );
}

function Order({ own }: { own: Own }) {
  const { t } = useTranslation('gm110');
  const items = own.myItems ?? [];
  return (
    <main className={screen} data-scene="gm110-order">
      <Top own={own} title={t(items.length ? 'Order_Remember_00' : 'Order_Listen_00')} until={own.statusUntil} />
      {items.length ? (
        <>
          <div className={parts} data-testid="my-part">
            {items.map((item, k) => (
              <figure key={k} data-item={item} data-slot={own.mySlots[k]}>
                <ItemArt item={item} />
                <figcaption>
                  {t(`Item_${item}_00`)}
                  <small>{slotName(t, own.slots, own.mySlots[k]!)}</small>
                </figcaption>
              </figure>
            ))}
          </div>
          <p className={note}>{t('Order_Remember_Body_00')}</p>
        </>
      ) : (
        <>
          <Customer className={art} index={own.customer} talking />
          <RoleBadge own={own} />
          <p className={note}>{t('Order_Leader_Body_00', { count: own.slots.length })}</p>
        </>
      )}
    </main>
  );
}

function Drawing({ own, params }: { own: Own; params: Gm110Params }) {
  const { t } = useTranslation('gm110');
  const mine = own.mySlots.length > 0;
  if (!mine || own.myNote) {
    return (
      <main className={tall} data-scene="gm110-roundStarted">
        <Top own={own} title={t(mine ? 'Draw_Sent_00' : 'Draw_Leader_00')} until={own.drawUntil} />
        {!mine && <Pencil className={art} />}
        <p className={note}>{t(mine ? 'Draw_Sent_Body_00' : 'Draw_Leader_Body_00', { n: own.notes.filter((n) => n.url).length, of: own.notes.length })}</p>
        <NoteStrip own={own} large={mine} list={mine ? own.notes.filter((n) => n.by === own.me) : own.notes} />
      </main>
    );
  }
  return (
    <main className={tall} data-scene="gm110-roundStarted">
      <Top own={own} title={t('Draw_Title_00')} until={own.drawUntil} />
      <p className={note}>{t('Draw_Body_00', { slots: own.mySlots.map((i) => slotName(t, own.slots, i)).join(' · ') })}</p>
      <NotePad key={own.customer} round={own.customer} until={own.drawUntil} note={params.note} />
      <Refusal customer={own.customer} moves={['gm110:note']} />
    </main>
  );
}

function Picking({ own }: { own: Own }) {
  const { t } = useTranslation('gm110');
  if (own.role !== 'leader' || own.status === 'answered') {
    const served = own.status === 'answered';
    return (
      <main className={tall} data-scene={`gm110-${own.status}`}>
        <Top own={own} title={t(served ? 'Answered_Title_00' : 'Wait_Leader_00')} until={own.statusUntil} />
        <Sundae className={sundae} slots={own.slots} items={own.candidate} />
        <p className={note}>{t(served ? 'Answered_Body_00' : 'Wait_Leader_Body_00')}</p>
        <NoteStrip own={own} />
        <Refusal customer={own.customer} moves={['gm110:serve', 'gm110:pick']} />
      </main>
    );
  }
  return (
    <main className={tall} data-scene="gm110-pendingAnswer">
      <Top own={own} title={t('Pick_Title_00')} until={own.statusUntil} />
      <NoteStrip own={own} />
      <Picker own={own} round={own.customer} />
      <Refusal customer={own.customer} moves={['gm110:pick', 'gm110:serve']} />
    </main>
  );
}

function Closed({ own }: { own: Own }) {
  const { t } = useTranslation('gm110');
  return (
    <main className={screen} data-scene="gm110-answerClosed">
      <h1 className={heading}>{t('Closed_Title_00')}</h1>
      <Sundae className={sundae} slots={own.slots} items={own.candidate} />
      <p className={note}>{t(own.served ? 'Closed_Served_00' : 'Closed_NotServed_00')}</p>
    </main>
  );
}

function Judged({ own }: { own: Own }) {
  const { t } = useTranslation('gm110');
  const j = own.judged;
  if (!j) return null;
  const mistakes = j.wrong.filter(Boolean).length;
  return (
    <main className={screen} data-scene="gm110-answerJudged">
      <h1 className={heading}>{t(mistakes === 0 ? 'Judged_Perfect_00' : 'Judged_Title_00', { count: mistakes })}</h1>
      <Stars className={starsBig} n={j.stars} />
      <div className={versus}>
        <figure>
          <Sundae slots={j.slots} items={j.order} />
          <figcaption>{t('Judged_Real_00')}</figcaption>
        </figure>
        <figure data-testid="our-order">
          <Sundae slots={j.slots} items={j.candidate} wrong={j.wrong} />
          <figcaption>{t('Judged_Ours_00')}</figcaption>
        </figure>
      </div>
      <p className={note} data-testid="stars" data-stars={j.stars}>
        {t('Judged_Stars_00', { count: j.stars })}
      </p>
    </main>
  );
}

function Counting({ own }: { own: Own }) {
  const { t } = useTranslation('gm110');
  return (
    <main className={screen} data-scene="gm110-waitingForRoundResult">
      <Customer className={art} index={own.customer} />
      <h1 className={heading}>{t('Counting_Title_00')}</h1>
      <p className={note}>{t('Counting_Body_00')}</p>
    </main>
  );
}

function Means({ own, values, label }: { own: Own; values: Own['teamStars']; label: string }) {
  const { t } = useTranslation('gm110');
  if (!values) return null;
  return (
    <TeamTotals
      label={(team) => teamName(t, team)}
      value={(team) => starsText(values[team])}
      caption={() => label}
      mine={own.team}
      cardTestId={(team) => `mean-${team}`}
    />
  );
}

function RoundResult({ own }: { own: Own }) {
  const { t } = useTranslation('gm110');
  return (
    <main className={screen} data-scene="gm110-roundResult">
      <h1 className={heading}>{t('Result_Title_00', { n: own.customer + 1 })}</h1>
      <Means own={own} values={own.teamStars} label={t('Result_ThisCustomer_00')} />
      <Means own={own} values={own.totals} label={t('Result_Total_00')} />
      <p className={note}>{t(own.customer + 1 < own.customers ? 'Result_Next_00' : 'Result_Replay_00')}</p>
    </main>
  );
}

function Replay({ own }: { own: Own }) {
  const { t } = useTranslation('gm110');
  return (
    <main className={tall} data-scene="gm110-replay">
      <h1 className={heading}>{t('Replay_Title_00')}</h1>
      <p className={note}>{t('Replay_Body_00')}</p>
      <ol className={history}>
        {own.history.map((h) => (
          <li key={h.customer} data-testid="history">
            <span>{h.customer + 1}</span>
            <Sundae slots={h.slots} items={h.order} />
            <Sundae slots={h.slots} items={h.candidate} wrong={h.wrong} />
            <Stars n={h.stars} />
          </li>
        ))}
      </ol>
      <Means own={own} values={own.totals} label={t('Result_Total_00')} />
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm110');
  return (
    <main className={screen} data-scene="gm110-watching">
      <Customer className={art} index={0} />
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <p className={note}>{t('Watch_Body_00')}</p>
      <CheerButton />
    </main>
  );
}

/** Order memo (gm110) on the phone: the common frame around a screen for each status. */
export default function Gm110Scene() {
  const { view, game } = usePhoneGame('gm110');
  const params = game?.params as Gm110Params | undefined;
  if (!view || !game || !params) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm110'> = {
    grouping: (o) => <Grouping own={o} />,
    tutorialOrder: (o) => <Practice own={o} params={params} />,
    order: (o) => <Order own={o} />,
    roundStarted: (o) => <Drawing own={o} params={params} />,
    pendingAnswer: (o) => <Picking own={o} />,
    answered: (o) => <Picking own={o} />,
    answerClosed: (o) => <Closed own={o} />,
    answerJudged: (o) => <Judged own={o} />,
    waitingForRoundResult: (o) => <Counting own={o} />,
    roundResult: (o) => <RoundResult own={o} />,
    replay: (o) => <Replay own={o} />,
  };
  return <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />;
}
