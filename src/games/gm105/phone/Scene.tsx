import { css, cx } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { GameButton } from '../../../ui/GameButton';
import { screen } from '../../../ui/styles';
import { colors, fonts, teamColor, vh, vw } from '../../../ui/tokens';
import { GameFrame, type StatusScreens } from '../../common/phone/GameFrame';
import { SkipPractice } from '../../common/phone/Practice';
import { bigNumber, heading, note } from '../../common/phone/styles';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm105PhoneOwn } from '../rules/views';
import { textOf, useBank, type Bank } from '../shared/bank';
import { seconds } from '../shared/format';
import { BuzzerArt, facesOf, MarkIcon, WriteArt } from '../shared/Marks';
import { TeamBars } from '../shared/TeamBars';
import { AnswerPad, TimeBar } from './AnswerPad';
import { EditScreen } from './EditScreen';
import { gm105Slice } from './slice';

type Own = Snapshot<Gm105PhoneOwn>;

const page = css`
  min-height: ${vh(100)};
  gap: ${vw(3.4)};
  padding-top: ${vw(5)};
  padding-bottom: ${vw(5)};
`;
/** A screen whose buttons fill the rest of the phone's height. */
const full = css`
  justify-content: flex-start;
`;
const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${vw(2)};
  padding: ${vw(1.4)} ${vw(4)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-family: ${fonts.display};
  font-size: ${vw(4.4)};
  &[data-team='left'] {
    background: ${colors.left};
  }
  &[data-team='right'] {
    background: ${colors.right};
  }
`;
const art = css`
  width: ${vw(46)};
  height: auto;
`;
const smallArt = css`
  width: ${vw(30)};
  height: auto;
`;
const questionCls = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${vw(6.4)};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;
const claimCls = css`
  display: flex;
  align-items: center;
  gap: ${vw(2)};
  padding: ${vw(2)} ${vw(5)};
  border-radius: ${vw(4)};
  background: ${colors.paper};
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: ${vw(6)};
  overflow-wrap: anywhere;
`;
const choicesCls = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(1.6)};
  width: 100%;
  font-size: ${vw(4.8)};
  text-align: left;
  div {
    display: flex;
    align-items: center;
    gap: ${vw(2.4)};
    padding: ${vw(1.6)} ${vw(3)};
    border-radius: ${vw(3)};
    background: rgba(255, 255, 255, 0.08);
    overflow-wrap: anywhere;
  }
  svg {
    width: ${vw(7)};
    height: ${vw(7)};
    flex: none;
  }
`;
const verdict = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${vw(13)};
  line-height: 1.05;
  color: ${colors.accent};
  &[data-judgement='correct'] {
    color: #6ee7a0;
  }
  &[data-judgement='incorrect'] {
    color: #ff8aa0;
  }
  &[data-judgement='noAnswer'] {
    color: ${colors.textDim};
  }
  animation: gm105-pop 0.5s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  @keyframes gm105-pop {
    from {
      transform: scale(0.4);
      opacity: 0;
    }
  }
`;
const points = css`
  font-family: ${fonts.display};
  font-size: ${vw(9)};
  color: ${colors.accent};
`;
const bars = css`
  width: ${vw(86)};
  --st-font: ${vw(4.2)};
  --st-label: ${vw(22)};
  --st-value: ${vw(16)};
  --st-bar: ${vw(4.4)};
  --st-gap: ${vw(2.4)};
`;
const podium = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(2)};
  width: ${vw(84)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: ${vw(10)} 1fr auto;
    align-items: center;
    gap: ${vw(2)};
    padding: ${vw(2)} ${vw(3.4)};
    border-radius: ${vw(3.4)};
    background: ${colors.bgCard};
    border-left: ${vw(1.6)} solid var(--team);
    font-size: ${vw(4.6)};
    text-align: left;
  }
  b {
    font-family: ${fonts.display};
    font-size: ${vw(6)};
    color: ${colors.accent};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const drum = css`
  animation: gm105-drum 0.32s ease-in-out infinite alternate;
  @keyframes gm105-drum {
    from {
      transform: rotate(-4deg) scale(0.98);
    }
    to {
      transform: rotate(4deg) scale(1.03);
    }
  }
`;

/** The question line with its claim (✓ or ✗?) or its two choices, as this phone's language says them. */
function Question({ own, bank }: { own: Own; bank: Bank | null }) {
  const { t } = useTranslation('gm105');
  const q = own.question;
  if (!q) return null;
  return (
    <>
      <h1 className={questionCls} data-testid="question">
        {textOf(bank, q.question)}
      </h1>
      {q.claim && (
        <div className={claimCls} data-testid="claim">
          {t('Claim_00', { answer: textOf(bank, q.claim) })}
        </div>
      )}
      {q.choices && (
        <div className={choicesCls}>
          {(['A', 'B'] as const).map((k) => (
            <div key={k} data-testid={`choice-${k}`}>
              <MarkIcon mark={k} color="#fff" />
              {textOf(bank, q.choices![k])}
            </div>
          ))}
        </div>
      )}
    </>
  );
}

function RoundChip({ own }: { own: Own }) {
  const { t } = useTranslation('gm105');
  return own.practice ? (
    <div className={chip}>{t('Practice_Chip_00')}</div>
  ) : (
    <div className={chip}>{t('Round_00', { n: own.roundNumber + 1, of: own.rounds })}</div>
  );
}

function Asker({ own }: { own: Own }) {
  const { t } = useTranslation('gm105');
  if (own.mine) return <div className={chip}>{t('Asker_Mine_00')}</div>;
  if (!own.asker) return <div className={chip}>{t('Asker_Bank_00')}</div>;
  return (
    <div className={chip} data-team={own.asker.team} data-testid="asker">
      {t('Asker_00', { name: own.asker.name })}
    </div>
  );
}

function RoundStarted({ own }: { own: Own }) {
  const { t } = useTranslation('gm105');
  return (
    <main className={cx(screen, page)} data-scene="gm105-roundStarted">
      <RoundChip own={own} />
      <div className={bigNumber}>{own.roundNumber + 1}</div>
      <Asker own={own} />
      <BuzzerArt className={art} />
      <p className={note}>{t(own.mine ? 'Start_Mine_00' : own.roundNumber + 1 === own.rounds ? 'Start_Last_00' : 'Start_Body_00')}</p>
    </main>
  );
}

function QuestionChanged({ own, bank }: { own: Own; bank: Bank | null }) {
  const { t } = useTranslation('gm105');
  const left = useSecondsLeft(own.openAt);
  return (
    <main className={cx(screen, page, full)} data-scene="gm105-questionChanged">
      <RoundChip own={own} />
      <Question own={own} bank={bank} />
      {own.mine ? (
        <p className={note}>{t('Mine_Watch_00')}</p>
      ) : (
        <>
          <p className={note} data-testid="get-ready">
            {t('Ready_00', { count: left ?? 0 })}
          </p>
          <AnswerPad own={own} live={false} bank={bank} />
        </>
      )}
    </main>
  );
}

function SitOut({ own }: { own: Own }) {
  const { t } = useTranslation('gm105');
  return (
    <main className={cx(screen, page)} data-scene={`gm105-${own.status}`} data-mine="true">
      <RoundChip own={own} />
      <h1 className={heading}>{t('Mine_Title_00')}</h1>
      <BuzzerArt className={art} lit />
      <p className={note}>{t('Mine_Body_00')}</p>
    </main>
  );
}

function Practice({ own, bank }: { own: Own; bank: Bank | null }) {
  const { t } = useTranslation('gm105');
  return (
    <main className={cx(screen, page, full)} data-scene="gm105-pendingAnswer" data-practice="true">
      <RoundChip own={own} />
      <p className={note}>{t(own.tutorialDone ? 'Practice_Ready_00' : 'Practice_Body_00')}</p>
      <Question own={own} bank={bank} />
      <AnswerPad own={own} live={!own.tutorialDone} bank={bank} />
      {!own.tutorialDone && <SkipPractice game="gm105" label={t('Practice_Skip_00')} />}
    </main>
  );
}

function Answering({ own, bank }: { own: Own; bank: Bank | null }) {
  const { t } = useTranslation('gm105');
  if (own.practice) return <Practice own={own} bank={bank} />;
  if (own.mine) return <SitOut own={own} />;
  return (
    <main className={cx(screen, page, full)} data-scene="gm105-pendingAnswer">
      <RoundChip own={own} />
      <Question own={own} bank={bank} />
      {own.openAt !== null && own.closeAt !== null && (
        <TimeBar openAt={own.openAt} closeAt={own.closeAt} onEnd={() => void (gm105Slice.answerTimedOut = true)} />
      )}
      <AnswerPad own={own} live bank={bank} />
      <p className={note}>{t('Pad_Hint_00')}</p>
    </main>
  );
}

function Answered({ own, bank }: { own: Own; bank: Bank | null }) {
  const { t } = useTranslation('gm105');
  if (own.practice) {
    return (
      <main className={cx(screen, page)} data-scene="gm105-answered" data-practice="true">
        <RoundChip own={own} />
        <h1 className={verdict} data-judgement={own.judgement ?? 'correct'} data-testid="verdict">
          {t(`Practice_${own.judgement ?? 'correct'}_00`)}
        </h1>
        <AnswerPad own={own} live={false} bank={bank} className={smallPad} />
        <p className={note}>{t('Practice_Done_00')}</p>
      </main>
    );
  }
  return (
    <main className={cx(screen, page)} data-scene="gm105-answered">
      <RoundChip own={own} />
      <h1 className={heading}>{t('Answered_Title_00')}</h1>
      {own.answer && (
        <div className={points} data-testid="answer-time">
          {t('Unit:Seconds_00', { value: seconds(own.answer.elapsedMs) })}
        </div>
      )}
      <AnswerPad own={own} live={false} bank={bank} className={smallPad} />
      <p className={note}>{t('Answered_Body_00')}</p>
    </main>
  );
}

const smallPad = css`
  flex: none;
  width: ${vw(72)};
  min-height: ${vw(44)};
  height: ${vw(44)};
  svg {
    width: ${vw(16)};
    height: ${vw(16)};
  }
`;

function Closed({ own, bank }: { own: Own; bank: Bank | null }) {
  const { t } = useTranslation('gm105');
  const j = own.judgement;
  const right = own.pattern && own.rightButton !== null ? facesOf(own.pattern)[own.rightButton].meaning : null;
  const choices = own.question?.choices;
  const words = choices && (right === 'A' || right === 'B') ? textOf(bank, choices[right]) : null;
  return (
    <main className={cx(screen, page)} data-scene="gm105-answerClosed">
      <RoundChip own={own} />
      {own.mine ? (
        <h1 className={heading}>{t('Closed_Mine_00')}</h1>
      ) : (
        <h1 className={verdict} data-judgement={j ?? 'noAnswer'} data-testid="verdict">
          {t(`Verdict_${j ?? 'noAnswer'}_00`)}
        </h1>
      )}
      <Question own={own} bank={bank} />
      {words && (
        <p className={note} data-testid="right-answer">
          {t('Closed_Right_00', { answer: words })}
        </p>
      )}
      {own.question?.claim && (right === 'yes' || right === 'no') && (
        <p className={note} data-testid="right-answer">
          {t(right === 'yes' ? 'Closed_ClaimYes_00' : 'Closed_ClaimNo_00')}
        </p>
      )}
      {own.answer && !!own.answer.points && (
        <div className={points} data-testid="my-points">
          {t('Unit:PointsPlus_00', { count: own.answer.points })}
        </div>
      )}
      {!own.mine && <AnswerPad own={own} live={false} bank={bank} className={smallPad} />}
    </main>
  );
}

function RoundResult({ own }: { own: Own }) {
  const { t } = useTranslation('gm105');
  const round = own.standings.round;
  const total = own.standings.total;
  const max = Math.max(1, total.left, total.right);
  return (
    <main className={cx(screen, page)} data-scene="gm105-roundResult">
      <RoundChip own={own} />
      <h1 className={heading}>{t('RoundResult_Title_00')}</h1>
      {round && (
        <>
          <p className={note}>{t('RoundResult_Round_00')}</p>
          <TeamBars values={round} max={120} mine={own.team} className={bars} testId="round-scores" />
        </>
      )}
      <p className={note}>{t('RoundResult_Total_00')}</p>
      <TeamBars values={total} max={max} mine={own.team} className={bars} testId="total-scores" />
      <div className={chip} data-testid="my-total">
        {t('Mine_Points_00', { n: own.points, place: own.place, of: own.of })}
      </div>
      <p className={note}>{own.roundNumber + 1 < own.rounds ? t('Next_00') : t('Last_00')}</p>
    </main>
  );
}

function WaitingTotal() {
  const { t } = useTranslation('gm105');
  return (
    <main className={cx(screen, page)} data-scene="gm105-waitingForTotalResult">
      <h1 className={heading}>{t('WaitingTotal_Title_00')}</h1>
      <BuzzerArt className={cx(art, drum)} lit />
      <p className={note}>{t('WaitingTotal_Body_00')}</p>
    </main>
  );
}

function TotalResult({ own }: { own: Own }) {
  const { t } = useTranslation('gm105');
  const total = own.standings.total;
  return (
    <main className={cx(screen, page)} data-scene="gm105-totalResult">
      <h1 className={heading}>{t('Total_Title_00')}</h1>
      <div className={points} data-testid="my-place">
        {t('Total_Place_00', { place: own.place, of: own.of })}
      </div>
      <p className={note}>{t('Total_Mine_00', { n: own.points, correct: own.correct, rounds: own.rounds })}</p>
      <TeamBars values={total} max={Math.max(1, total.left, total.right)} mine={own.team} className={bars} testId="final-scores" />
      {own.top.length > 0 && (
        <ol className={podium} data-testid="top">
          {own.top.map((p) => (
            <li key={p.id} style={{ ['--team' as string]: teamColor(p.team) }}>
              <b>{p.place}</b>
              <span>{p.name}</span>
              <span>{t('Unit:Points_00', { count: p.points })}</span>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

function EditFinished({ own }: { own: Own }) {
  const { t } = useTranslation('gm105');
  const e = own.edit;
  const everyone = e.until === null; // the edit mode itself is over
  return (
    <main className={cx(screen, page)} data-scene="gm105-editFinished">
      <WriteArt className={art} />
      <h1 className={heading}>{t(e.mine.length ? 'EditDone_Title_00' : 'EditDone_NoneTitle_00', { count: e.mine.length })}</h1>
      <p className={note} data-testid="edit-progress">
        {everyone ? t('EditDone_All_00', { count: e.roomCount }) : t('EditDone_Waiting_00', { done: e.done, of: e.of })}
      </p>
      {!everyone && <BuzzerArt className={smallArt} />}
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm105');
  return (
    <main className={screen} data-scene="gm105-watching">
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <BuzzerArt className={art} />
      <p className={note}>{t('Watch_Body_00')}</p>
      <GameButton tone="accent" lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Cheer_00')}
      </GameButton>
    </main>
  );
}

/** Speed quiz (gm105) on the phone: the common frame around a screen for each status. */
export default function Gm105Scene() {
  const { view, game } = usePhoneGame('gm105');
  // The bank loads as the game starts (its charge and intro show meanwhile).
  const bank = useBank();
  const own = game?.own ?? null;
  const status = own?.status;
  const playing = !!own?.playing && !!game?.entryStatus.entry;
  // A buzz when the buttons go live: the player may be looking at the big screen.
  useEffect(() => {
    if (playing && status === 'pendingAnswer' && !own?.practice && !own?.mine) vibrate(buzz.attention);
  }, [playing, status]);
  if (!view || !game) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm105'> = {
    edit: (o) => <EditScreen own={o} />,
    editFinished: (o) => <EditFinished own={o} />,
    roundStarted: (o) => <RoundStarted own={o} />,
    questionChanged: (o) => <QuestionChanged own={o} bank={bank} />,
    pendingAnswer: (o) => <Answering own={o} bank={bank} />,
    answered: (o) => <Answered own={o} bank={bank} />,
    answerClosed: (o) => <Closed own={o} bank={bank} />,
    roundResult: (o) => <RoundResult own={o} />,
    waitingForTotalResult: () => <WaitingTotal />,
    totalResult: (o) => <TotalResult own={o} />,
  };
  return <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />;
}
