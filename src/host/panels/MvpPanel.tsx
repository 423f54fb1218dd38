import { css } from '@linaria/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../protocol/views';
import { colors } from '../../ui/tokens';
import { host } from '../logic/commands';
import { hostUi } from '../logic/hostUi';
import { fillNominees, MAX_NOMINEES, MIN_NOMINEES, type Award } from '../../session/nominees';
import { Avatar } from '../ui/Avatar';
import { btn } from '../ui/styles';
import { Sheet } from './Sheet';

export const VOTE_MS = 15_000;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10vw, 1fr));
  gap: 0.8vw;
`;
const pick = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.4vw;
  padding: 0.8vw;
  border-radius: 1vw;
  border: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  background: rgba(255, 255, 255, 0.07);
  strong {
    font-size: 1.2vw;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  em {
    font-style: normal;
    font-size: 0.9vw;
    font-weight: 800;
    color: #1b1530;
    background: ${colors.accent};
    border-radius: 999px;
    padding: 0.05vw 0.6vw;
  }
  small {
    font-size: 0.9vw;
    color: ${colors.textDim};
  }
  &[data-on='true'] {
    background: rgba(255, 210, 63, 0.2);
    box-shadow: inset 0 0 0 0.25vw ${colors.accent};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

/** The host nominates 3-5 players (2 in a tiny room); suggestions come from what the big screen saw. */
export function MvpPanel({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const stats = view.system.tallies;
  const seated = view.players.filter((p) => p.name);
  const [picks, setPicks] = useState<Map<string, Award>>(
    () => new Map(fillNominees(view.players, view.system.standouts, Math.random).map((n) => [n.id, n.award])),
  );
  const close = () => {
    hostUi.panel = null;
  };
  const toggle = (id: string) =>
    setPicks((m) => {
      const n = new Map(m);
      if (n.has(id)) n.delete(id);
      else if (n.size < MAX_NOMINEES) n.set(id, 'hostPick');
      return n;
    });
  const start = () => {
    host({ type: 'startMvpVote', choices: [...picks.keys()], durationMs: VOTE_MS });
    hostUi.screen = null;
    close();
  };
  return (
    <Sheet
      title={t('Mvp_Panel_00')}
      onClose={close}
      testId="mvp-panel"
      footer={
        <button type="button" className={btn} data-size="xl" disabled={picks.size < MIN_NOMINEES} onClick={start}>
          {t('Mvp_Start_00', { count: picks.size })}
        </button>
      }
    >
      <p>{t('Mvp_PanelHint_00', { min: Math.min(3, seated.length), max: MAX_NOMINEES })}</p>
      <div className={grid}>
        {seated.map((p) => {
          const s = stats[p.id];
          const award = picks.get(p.id);
          return (
            <button
              key={p.id}
              type="button"
              className={pick}
              data-on={!!award}
              onClick={() => toggle(p.id)}
              disabled={!award && picks.size >= MAX_NOMINEES}
              data-testid="nominee-pick"
            >
              <Avatar name={p.name} photo={p.photo} team={p.team} size="5vw" />
              <strong>{p.name}</strong>
              {award && <em>{t(`Award_${award}_00`)}</em>}
              <small>{t('Mvp_Stats_00', { hits: s?.hits ?? 0, throws: s?.throws ?? 0, emotes: s?.emotes ?? 0 })}</small>
            </button>
          );
        })}
      </div>
    </Sheet>
  );
}
