import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { startClock } from '../../../engine/clock';
import { Avatar } from '../../../host/ui/Avatar';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts, teamColor } from '../../../ui/tokens';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { TeamScores } from '../../common/host/TeamScores';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm112Board } from '../rules/views';
import { Shuriken, Swordsman } from '../shared/Art';
import { Arena } from './Arena';
import { warmUpSfx } from './sfx';

type Board = Snapshot<Gm112Board>;
type Players = Snapshot<PublicPlayer[]>;

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto auto minmax(0, 1fr);
  gap: 1.4vh;
  padding: 2.6vh 2.5vw 3vh;
  background:
    radial-gradient(ellipse at 50% 110%, rgba(108, 92, 255, 0.35), transparent 60%), radial-gradient(circle at 50% 20%, #2d2660 0%, ${colors.bgDeep} 75%);
  color: #fff;
  font-family: ${fonts.body};
  overflow: hidden;
`;
const top = css`
  gap: 2vw;
`;
const score = css`
  gap: 1vw;
  min-width: 22vw;
  padding: 1vh 1.6vw;
  font-size: 5.6vh;
  &[data-team='right'] {
    justify-content: flex-end;
    text-align: right;
  }
  small {
    font-size: 2.1vh;
    line-height: 1.25;
  }
`;
const turnChip = css`
  display: flex;
  align-items: center;
  gap: 1.2vw;
  padding: 1vh 2.4vw;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-size: 3.6vh;
  white-space: nowrap;
  b {
    color: ${colors.accent};
    min-width: 2ch;
  }
`;
const caption = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.8vh;
  text-align: center;
  min-height: 12vh;
  justify-content: center;
`;
const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 6.4vh;
  line-height: 1.1;
  text-shadow: 0 0.6vh 0 rgba(0, 0, 0, 0.4);
  &[data-tone='hit'] {
    color: ${colors.accent};
  }
  &[data-tone='defended'] {
    color: ${colors.cyan};
  }
  &[data-tone='timeup'] {
    color: ${colors.orange};
  }
`;
const sub = css`
  margin: 0;
  font-size: 3vh;
  color: ${colors.textDim};
  max-width: 75vw;
`;
const middle = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2vh;
  min-height: 0;
`;
const countIn = css`
  display: inline-block;
  margin-left: 1.5vw;
  font-family: ${fonts.display};
  font-size: 9vh;
  line-height: 0.8;
  color: ${colors.accent};
  animation: gm112-tick 1s ease-out both;
  @keyframes gm112-tick {
    from {
      transform: scale(1.6);
    }
  }
`;
const ticks = css`
  display: flex;
  gap: 2vw;
  span {
    padding: 0.8vh 2vw;
    border-radius: 1.6vh;
    background: rgba(255, 255, 255, 0.1);
    font-family: ${fonts.display};
    font-size: 3.4vh;
    color: ${colors.textDim};
  }
  span[data-done='true'] {
    background: ${colors.left};
    color: #fff;
  }
`;
const votes = css`
  display: flex;
  flex-direction: column;
  gap: 1vh;
  width: 60vw;
`;
const voteRow = css`
  display: grid;
  grid-template-columns: 5vh 16vw 1fr 5vw;
  align-items: center;
  gap: 1vw;
  font-size: 2.8vh;
  text-align: left;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  i {
    display: block;
    height: 3vh;
    border-radius: 999px;
    background: var(--team);
    min-width: 0.4vw;
    transition: width 0.3s;
  }
  b {
    font-family: ${fonts.display};
    font-size: 3.4vh;
    text-align: right;
  }
`;
const reveal = css`
  display: flex;
  align-items: center;
  gap: 3vw;
  animation: gm112-reveal 0.45s cubic-bezier(0.2, 1.5, 0.4, 1) both;
  @keyframes gm112-reveal {
    from {
      transform: scale(0.3);
      opacity: 0;
    }
  }
`;
const faces = css`
  --face: 7vh;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-content: center;
  gap: 1.2vh 0.8vw;
  max-width: 90vw;
  max-height: 52vh;
  overflow: hidden;
  &[data-size='xl'] {
    --face: 13vh;
    gap: 2vh 2vw;
  }
  &[data-size='m'] {
    --face: 5vh;
  }
  &[data-size='s'] {
    --face: 3.8vh;
  }
  &[data-size='xs'] {
    --face: 3vh;
  }
`;
const face = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.6vh;
  font-size: 2.4vh;
  span {
    max-width: calc(var(--face) * 1.6);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  em {
    position: absolute;
    right: -0.6vh;
    bottom: -0.4vh;
    width: calc(var(--face) * 0.45);
    height: calc(var(--face) * 0.45);
    border-radius: 50%;
    background: ${colors.left};
    color: #fff;
    font-style: normal;
    font-size: calc(var(--face) * 0.3);
    display: flex;
    align-items: center;
    justify-content: center;
  }
`;
const kinds = css`
  display: flex;
  gap: 1.5vw;
  flex-wrap: wrap;
  justify-content: center;
  span {
    padding: 0.8vh 1.6vw;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.1);
    font-size: 2.8vh;
  }
  b {
    font-family: ${fonts.display};
    color: ${colors.accent};
    margin-left: 0.6vw;
  }
`;
const resultLine = css`
  display: flex;
  gap: 4vw;
  font-family: ${fonts.display};
  font-size: 4vh;
  b {
    display: block;
    font-size: 11vh;
    line-height: 1;
  }
  span:first-child b {
    color: ${colors.cyan};
  }
  span:last-child b {
    color: ${colors.accent};
  }
`;

const sizeFor = (n: number) => (n <= 8 ? 'xl' : n <= 16 ? 'l' : n <= 40 ? 'm' : n <= 70 ? 's' : 'xs');

function Header({ board }: { board: Board }) {
  const { t } = useTranslation('gm112');
  const left = useSecondsLeft(board.statusUntil);
  const timed = board.status === 'voting' || board.status === 'throwing';
  return (
    <TeamScores
      testId="host-rate"
      mirror
      className={top}
      cardClassName={score}
      score={(team) => t('Unit:Percent_00', { value: board.standings[team].rate })}
      label={(team) => (
        <>
          {t(`Team_${team}_00`)}
          <br />
          {t('Host_HitsOf_00', { hits: board.standings[team].hits, count: board.standings[team].thrown })}
        </>
      )}
      middle={
        <div className={turnChip} data-testid="host-turn">
          {board.turn ? t('Host_Turn_00', { n: board.turn.index + 1, of: board.turn.of, team: t(`Team_${board.turn.attacking}_00`) }) : t('Host_Practice_00')}
          {timed && left !== null && <b data-testid="host-seconds">{left}</b>}
        </div>
      }
    />
  );
}

function Faces({ board, players }: { board: Board; players: Players }) {
  const photo = new Map(players.map((p) => [p.id, p.photo]));
  const size = sizeFor(board.players.length);
  return (
    <div className={middle}>
      <div className={faces} data-size={size} data-testid="practice-faces">
        {board.players.map((p) => (
          <div key={p.id} className={face} data-testid="practice-face">
            <Avatar name={p.name} photo={photo.get(p.id) ?? null} team={p.team} size="var(--face)" />
            {p.tutorialDone && <em>✓</em>}
            {(size === 'xl' || size === 'l') && <span>{p.name}</span>}
          </div>
        ))}
      </div>
    </div>
  );
}

function Voting({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm112');
  const team = board.turn!.defending;
  const ranked = [...board.candidates].sort((a, b) => b.votes - a.votes).slice(0, 8);
  const most = Math.max(1, ...ranked.map((c) => c.votes));
  const photo = new Map(players.map((p) => [p.id, p.photo]));
  return (
    <div className={middle}>
      <div className={votes} data-testid="host-votes">
        {ranked.map((c) => (
          <div key={c.id} className={voteRow} style={{ ['--team' as string]: teamColor(team) }}>
            <Avatar name={c.name} photo={photo.get(c.id) ?? null} team={team} size="4.6vh" />
            <span>{c.name}</span>
            <i style={{ width: `${(c.votes / most) * 100}%` }} />
            <b>{c.votes}</b>
          </div>
        ))}
      </div>
      <p className={sub}>{t('Host_Voted_00', { voted: board.voted, of: board.candidates.length })}</p>
    </div>
  );
}

function Chosen({ board, players }: { board: Board; players: Players }) {
  const sw = board.swordsman;
  if (!sw) return null;
  const photo = players.find((p) => p.id === sw.id)?.photo ?? null;
  return (
    <div className={middle}>
      <div className={reveal} data-testid="host-chosen">
        <Avatar name={sw.name} photo={photo} team={sw.team} size="24vh" />
        <Swordsman color={teamColor(sw.team)} size="16vw" />
      </div>
    </div>
  );
}

function TurnResultPanel({ board }: { board: Board }) {
  const { t } = useTranslation('gm112');
  const count = (k: string) => board.throwers.filter((x) => x.result === k).length;
  return (
    <div className={middle}>
      <div className={resultLine} data-testid="host-turn-tally">
        <span>
          <b>{board.tally.blocked}</b>
          {t('Tally_Blocked_00')}
        </span>
        <span>
          <b>{board.tally.hits}</b>
          {t('Tally_Hits_00')}
        </span>
      </div>
      <div className={kinds} data-testid="host-kinds">
        {(['hit', 'hitAndDefended', 'defended', 'effort'] as const).map((k) => (
          <span key={k}>
            {t(`Host_Kind_${k}_00`)}
            <b>{count(k)}</b>
          </span>
        ))}
      </div>
      {board.tally.hits > 0 && (
        <p className={sub}>
          {t('Host_HitsBy_00', {
            names: board.throwers
              .filter((x) => x.hits > 0)
              .slice(0, 12)
              .map((x) => x.name)
              .join(' · '),
          })}
        </p>
      )}
    </div>
  );
}

function Play({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm112');
  const left = useSecondsLeft(board.statusUntil);
  const sw = board.swordsman?.name ?? '';
  const attacking = board.turn ? t(`Team_${board.turn.attacking}_00`) : '';
  const defending = board.turn ? t(`Team_${board.turn.defending}_00`) : '';
  const s = board.status;
  let head: { title: string; sub?: string; tone?: string };
  switch (s) {
    case 'tutorialShuriken':
      head = { title: t('Host_Practice_Title_00'), sub: t('Host_Practice_Body_00') };
      break;
    case 'voting':
      head = { title: t('Host_Voting_00', { team: defending }), sub: t('Host_Voting_Body_00') };
      break;
    case 'votingFinished':
      head = { title: t('Host_Chosen_00', { name: sw }), sub: t('Host_Chosen_Body_00', { team: defending }) };
      break;
    case 'turnStarted':
      head = { title: t('Host_Start_00', { attacking, defending }), sub: t('Host_Start_Body_00', { name: sw }) };
      break;
    case 'tutorialSwordsman':
      head = { title: t('Host_Warmup_00', { name: sw }), sub: t('Host_Warmup_Body_00') };
      break;
    case 'waitingForThrowing':
      head = { title: t('Host_Ready_00'), sub: t('Host_Ready_Body_00', { name: sw }) };
      break;
    case 'throwing':
      head = { title: t('Host_Throw_00', { team: attacking }), sub: board.wild > 0 ? t('Host_Wild_00', { count: board.wild }) : t('Host_Throw_Body_00') };
      break;
    case 'outOfShuriken':
      head = { title: t(board.tally.timeUp ? 'Host_TimeUp_00' : 'Host_Last_00') };
      break;
    case 'turnResult':
      head = { title: t(`Result_${board.tally.result ?? 'hit'}_00`), sub: t('Host_Result_Body_00', { name: sw }), tone: board.tally.result ?? 'hit' };
      break;
  }
  const arena = s !== 'tutorialShuriken' && s !== 'voting' && s !== 'votingFinished' && s !== 'turnResult';
  return (
    <section className={stage} data-scene={`host-gm112-${s}`}>
      <Header board={board} />
      <div className={caption}>
        <h1 className={title} data-tone={head.tone} data-testid="host-title">
          {head.title}
          {s === 'waitingForThrowing' && left !== null && (
            <span className={countIn} key={left} data-testid="host-count-in">
              {left}
            </span>
          )}
        </h1>
        {head.sub && <p className={sub}>{head.sub}</p>}
        {s === 'tutorialSwordsman' && (
          <div className={ticks}>
            <span data-done={board.practiced.left}>{t('Warmup_Left_00')}</span>
            <span data-done={board.practiced.right}>{t('Warmup_Right_00')}</span>
          </div>
        )}
      </div>
      {s === 'tutorialShuriken' && <Faces board={board} players={players} />}
      {s === 'voting' && <Voting board={board} players={players} />}
      {s === 'votingFinished' && <Chosen board={board} players={players} />}
      {s === 'turnResult' && <TurnResultPanel board={board} />}
      {arena && <Arena board={board} players={players} />}
    </section>
  );
}

/** Shuriken (gm112) on the big screen: the vote, the swordsman facing stars from both sides, the hit rates. */
export default function Gm112Board() {
  const { t } = useTranslation('gm112');
  // Stars fly on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
    warmUpSfx();
  }, []);
  const { view, game } = useHostGame('gm112');
  if (!view || !game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{
        title: t('Title_00'),
        howTo: t('HowTo_00'),
        art: (
          <div style={{ display: 'flex', alignItems: 'center', gap: '2vw' }}>
            <Shuriken size="14vh" />
            <Swordsman color={colors.accent} size="12vw" />
            <Shuriken size="14vh" />
          </div>
        ),
      }}
      board={() => game.board && <Play board={game.board} players={view.players} />}
    />
  );
}
