import { css } from '@linaria/core';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { client } from '../../engine/clientStore';
import type { SessionAction } from '../../protocol/session';
import type { HostView } from '../../protocol/views';
import { colors } from '../../ui/tokens';
import { host } from '../logic/commands';
import { hostUi } from '../logic/hostUi';
import { useNow } from '../logic/useNow';
import { btn } from './styles';

const dock = css`
  display: flex;
  align-items: center;
  gap: 0.8vw;
  padding: 0.8vw 1.5vw 1vw;
  position: relative;
  z-index: 2;
  background: linear-gradient(0deg, rgba(0, 0, 0, 0.55), rgba(0, 0, 0, 0.2));
  button {
    padding: 0.5vw 0.9vw;
    font-size: 0.95vw;
  }
`;
const label = css`
  font-size: 0.95vw;
  font-weight: 900;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${colors.textDim};
  white-space: nowrap;
`;
const where = css`
  font-size: 1.4vw;
  font-weight: 900;
  color: ${colors.accent};
  white-space: nowrap;
`;
const secs = css`
  font-variant-numeric: tabular-nums;
  font-size: 1.1vw;
  font-weight: 800;
  color: ${colors.text};
  min-width: 3vw;
`;
const spacer = css`
  flex: 1;
`;

/** Steps before the picked game starts: a veto still changes the pick there. */
const VETO_STEPS = new Set(['roulette', 'rouletteStopped', 'eventCard', 'holdingJoyCon', 'lookNx']);

/**
 * The host's dock while the session runs itself: where it stands and how long the step has left,
 * and the power to step in (pause, skip, veto the pick, choose the next game, drive by hand, end).
 */
export function SessionDock({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const pending = useSnapshot(client).intents.host?.pending ?? false;
  const now = useNow();
  const s = view.session!;
  const act = (action: SessionAction) => () => host({ type: 'session', action });
  const left = s.endsAt === null ? null : Math.max(0, Math.ceil((s.endsAt - now) / 1000));
  const over = s.step === 'mvpResult';
  const step = s.step === 'game' && view.game ? t(`Game_${view.game.id}_Name_00`) : t(`Session_Step_${s.step}_00`);
  const button = (key: string, run: () => void, testId: string, tone = 'ghost') => (
    <button type="button" className={btn} data-size="s" data-tone={tone} disabled={pending} onClick={run} data-testid={testId}>
      {t(key)}
    </button>
  );
  return (
    <footer className={dock} data-testid="session-dock" data-step={s.step}>
      <span className={label}>{t('Session_Label_00', { count: s.targetWins })}</span>
      <span className={where} data-testid="session-step">
        {step}
      </span>
      <span className={secs}>{s.paused ? t('Session_Paused_00') : left !== null ? `${left} s` : ''}</span>
      <div className={spacer} />
      {!over && (s.paused ? button('Session_Resume_00', act('resume'), 'session-resume', 'left') : button('Session_Pause_00', act('pause'), 'session-pause'))}
      {!over && !s.paused && button('Session_Skip_00', act('skip'), 'session-skip')}
      {VETO_STEPS.has(s.step) && button('Session_Veto_00', act('veto'), 'session-veto')}
      {!over &&
        button(
          'Session_Next_00',
          () => {
            hostUi.panel = 'games';
          },
          'session-next',
        )}
      {!over && button('Session_Manual_00', act('manual'), 'session-manual')}
      {button(over ? 'Session_Close_00' : 'Session_End_00', act('end'), 'session-end', over ? 'left' : 'danger')}
    </footer>
  );
}
