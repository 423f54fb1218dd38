import { css } from '@linaria/core';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { client } from '../../engine/clientStore';
import { gameInfo } from '../../games/catalog';
import type { SystemStatus } from '../../protocol/enums';
import type { HostCommand } from '../../protocol/system';
import type { HostView } from '../../protocol/views';
import { colors } from '../../ui/tokens';
import { endGame, host, startGame } from '../logic/commands';
import { hostUi, type LocalScreen, type Panel } from '../logic/hostUi';
import { useState } from 'react';
import { btn } from './styles';

const dock = css`
  display: flex;
  align-items: center;
  gap: 0.7vw;
  padding: 0.8vw 1.5vw 1vw;
  position: relative;
  z-index: 2;
  background: linear-gradient(0deg, rgba(0, 0, 0, 0.55), rgba(0, 0, 0, 0.2));
  flex-wrap: nowrap;
`;
const group = css`
  display: flex;
  gap: 0.4vw;
  align-items: center;
  flex-wrap: wrap;
  min-width: 0;
  button {
    padding: 0.5vw 0.85vw;
    font-size: 0.95vw;
  }
`;
/** The roulette's big action floats above the dock, on the stage's bottom right, where the room sees it. */
const floating = css`
  position: absolute;
  right: 1.5vw;
  bottom: calc(100% + 1.2vw);
  z-index: 3;
  display: flex;
`;
const spacer = css`
  flex: 1;
`;
const label = css`
  font-size: 0.95vw;
  font-weight: 900;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${colors.textDim};
  margin-right: 0.3vw;
`;

type Step = { key: string; active?: boolean; tone?: string; run: () => void; testId?: string };

const phase = (p: 'lookNx' | 'charge' | 'cheer' | 'itemThrowing' | 'holdingJoyCon') => (): void => {
  hostUi.screen = null;
  host({ type: 'phase', phase: p });
};
const open = (p: Panel) => (): void => {
  hostUi.panel = p;
};
const show = (s: LocalScreen) => (): void => {
  hostUi.screen = s;
};
const send = (cmd: HostCommand) => (): void => {
  hostUi.screen = null;
  host(cmd);
};

/** The host's controls for the session, changing with where the session stands. */
export function ControlDock({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const { screen } = useSnapshot(hostUi);
  const pending = useSnapshot(client).intents.host?.pending ?? false;
  const sys = view.system;
  const st: SystemStatus = sys.status;
  const onScreen = (s: SystemStatus) => screen === null && st === s;
  const joined = view.players.filter((p) => p.name).length;

  const steps: Step[] = !sys.teamsFixed
    ? [
        { key: 'Flow_TeamSelect_00', active: st === 'teamSelect', run: send({ type: 'startTeamSelect' }), testId: 'start-team-select' },
        { key: 'Flow_Shuffle_00', tone: 'purple', run: send({ type: 'shuffleTeams' }), testId: 'shuffle-teams' },
      ]
    : [
        { key: 'Flow_Lobby_00', active: screen === 'lobby', run: show('lobby') },
        { key: 'Flow_Look_00', active: onScreen('lookNx'), run: phase('lookNx'), testId: 'phase-look' },
        { key: 'Flow_Hold_00', active: onScreen('holdingJoyCon'), run: phase('holdingJoyCon') },
        { key: 'Flow_Charge_00', active: onScreen('charge'), run: phase('charge'), testId: 'phase-charge' },
        { key: 'Flow_Roulette_00', active: screen === null && (st === 'roulette' || st === 'rouletteStopped'), run: open('roulette'), testId: 'open-roulette' },
        { key: 'Flow_Event_00', active: onScreen('eventCard'), run: open('eventCard'), testId: 'open-event' },
        { key: 'Flow_Games_00', run: open('games'), testId: 'open-games' },
        { key: 'Flow_Cheer_00', active: onScreen('cheer'), run: phase('cheer'), testId: 'phase-cheer' },
        { key: 'Flow_Throw_00', active: onScreen('itemThrowing'), run: phase('itemThrowing'), testId: 'phase-throw' },
        { key: 'Flow_Scores_00', active: screen === 'scores', run: show('scores'), testId: 'show-scores' },
        { key: 'Flow_Trophy_00', active: screen === 'trophy', run: show('trophy'), testId: 'show-trophy' },
        { key: 'Flow_Mvp_00', active: onScreen('votingMvp'), run: open('mvp'), testId: 'open-mvp' },
      ];

  const result = sys.roulette?.result;
  if (view.game) return <GameDock view={view} />;
  return (
    <footer className={dock} data-testid="dock">
      {!sys.teamsFixed && <span className={label}>{t('Dock_Lobby_00')}</span>}
      <div className={group}>
        {steps.map((s) => (
          <button
            key={s.key}
            type="button"
            className={btn}
            data-size="s"
            data-tone={s.tone ?? 'ghost'}
            data-active={!!s.active}
            onClick={s.run}
            data-testid={s.testId}
          >
            {t(s.key)}
          </button>
        ))}
      </div>
      <div className={spacer} />
      {!sys.teamsFixed && (
        <button type="button" className={btn} data-size="xl" disabled={joined < 2 || pending} onClick={send({ type: 'fixTeams' })} data-testid="fix-teams">
          {t('Flow_FixTeams_00')}
        </button>
      )}
      {sys.teamsFixed && !view.session && (
        <button
          type="button"
          className={btn}
          data-size="xl"
          data-tone="left"
          disabled={pending}
          onClick={send({ type: 'startSession' })}
          data-testid="start-session"
        >
          {t('Session_Start_00')}
        </button>
      )}
      {sys.teamsFixed && view.session && (
        <>
          <button type="button" className={btn} data-size="s" data-tone="danger" onClick={send({ type: 'session', action: 'end' })} data-testid="session-end">
            {t('Session_End_00')}
          </button>
          <button type="button" className={btn} data-size="s" data-tone="left" onClick={send({ type: 'session', action: 'auto' })} data-testid="session-auto">
            {t('Session_Auto_00')}
          </button>
        </>
      )}
      {sys.teamsFixed && st === 'roulette' && !result && screen === null && (
        <div className={floating}>
          <button type="button" className={btn} data-size="xl" data-tone="right" onClick={send({ type: 'stopRoulette' })} data-testid="stop-roulette">
            {t('Roulette_Stop_00')}
          </button>
        </div>
      )}
      {sys.teamsFixed && result && st === 'rouletteStopped' && screen === null && (
        <div className={floating}>
          <button
            type="button"
            className={btn}
            data-size="xl"
            disabled={!gameInfo(result).available || pending}
            onClick={() => {
              hostUi.screen = null;
              startGame(result);
            }}
            data-testid="start-game"
          >
            {t('Games_Start_00', { name: t(`Game_${result}_Name_00`) })}
          </button>
        </div>
      )}
    </footer>
  );
}

const gameName = css`
  font-size: 1.5vw;
  font-weight: 900;
  color: ${colors.accent};
`;

/** While a game runs the dock only closes its result, or abandons it after a second click. */
function GameDock({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const [sure, setSure] = useState(false);
  const g = view.game!;
  return (
    <footer className={dock} data-testid="dock">
      <span className={label}>{t('Dock_Game_00')}</span>
      <span className={gameName}>{t(`Game_${g.id}_Name_00`)}</span>
      <span className={label}>
        {t(`Phase_${g.phase}_00`)}
        {g.paused ? ` · ${t('Phase_Paused_00')}` : ''}
      </span>
      <div className={spacer} />
      {g.phase === 'result' ? (
        <button type="button" className={btn} data-size="xl" onClick={endGame} data-testid="end-game">
          {t('Game_CloseResult_00')}
        </button>
      ) : (
        <button
          type="button"
          className={btn}
          data-size="s"
          data-tone={sure ? 'danger' : 'ghost'}
          data-testid="abort-game"
          onClick={() => {
            if (sure) {
              endGame();
              setSure(false);
            } else {
              setSure(true);
              setTimeout(() => setSure(false), 4000);
            }
          }}
        >
          {t(sure ? 'Game_AbortSure_00' : 'Game_Abort_00')}
        </button>
      )}
    </footer>
  );
}
