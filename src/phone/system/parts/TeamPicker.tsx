import { css } from '@linaria/core';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../../engine/clientStore';
import type { Team } from '../../../protocol/enums';
import { Events } from '../../../protocol/events';
import type { PhoneView } from '../../../protocol/views';
import { CheckIcon, UsersIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/Spinner';
import { colors, disabledOpacity, fonts, motionCurve, tones, vw } from '../../../ui/tokens';
import { TeamConfirm, teamConfirmKind } from './TeamConfirm';
import { TeamFlag } from '../../art/TeamFlag';

const grid = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vw(4)};
  width: 100%;
`;
const card = css`
  --face: ${tones.left.face};
  --edge: ${tones.left.edge};
  position: relative;
  border: 0;
  border-radius: ${vw(6)};
  padding: ${vw(5)} ${vw(2)} ${vw(4)};
  min-height: ${vw(64)};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: space-between;
  gap: ${vw(2)};
  color: #fff;
  background: var(--face);
  background-image: linear-gradient(160deg, rgba(255, 255, 255, 0.3), rgba(255, 255, 255, 0) 50%);
  box-shadow:
    0 ${vw(2)} 0 var(--edge),
    0 ${vw(4)} ${vw(6)} rgba(0, 0, 0, 0.35);
  font-family: ${fonts.display};
  cursor: pointer;
  transition:
    transform 120ms ${motionCurve.pop},
    box-shadow 120ms,
    opacity 150ms;
  &:active:not(:disabled) {
    transform: translateY(${vw(1.6)});
    box-shadow: 0 ${vw(0.4)} 0 var(--edge);
  }
  &:disabled {
    opacity: ${disabledOpacity};
    cursor: default;
  }
  &[data-mine='true'] {
    box-shadow:
      0 0 0 ${vw(1.4)} #fff,
      0 ${vw(2)} 0 var(--edge),
      0 ${vw(4)} ${vw(8)} rgba(0, 0, 0, 0.4);
    transform: scale(1.03);
  }
  &[data-mine='false'][data-chosen='true'] {
    filter: saturate(0.6);
  }
`;
const teamName = css`
  font-size: ${vw(6.4)};
  font-weight: 900;
  text-shadow: 0 ${vw(0.6)} 0 rgba(0, 0, 0, 0.25);
`;
const count = css`
  display: inline-flex;
  align-items: center;
  gap: ${vw(1.5)};
  padding: ${vw(1)} ${vw(3)};
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.22);
  font-weight: 800;
  font-size: ${vw(4)};
  & svg {
    width: ${vw(5)};
    height: ${vw(5)};
  }
`;
const mark = css`
  position: absolute;
  top: ${vw(-3)};
  right: ${vw(-2)};
  width: ${vw(11)};
  height: ${vw(11)};
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: #fff;
  color: ${colors.ink};
  box-shadow: 0 ${vw(1)} ${vw(2)} rgba(0, 0, 0, 0.3);
  animation: mark-pop 300ms ${motionCurve.pop};
  @keyframes mark-pop {
    from {
      transform: scale(0);
    }
  }
  & svg {
    width: 65%;
    height: 65%;
    stroke-width: 3.4;
  }
  & span {
    width: 70%;
    height: 70%;
    border-width: ${vw(1)};
  }
`;

const teamStyle = (team: Team): CSSProperties => ({ '--face': tones[team].face, '--edge': tones[team].edge }) as CSSProperties;

/**
 * Two big team cards (left green, right pink) with their head counts. A tap asks to confirm
 * (select, move or change, by where the player stands), then sends `updateTeam {team}`.
 */
export function TeamPicker({ onSent }: { onSent?: (team: Team) => void }) {
  const { t } = useTranslation('System');
  const snap = useSnapshot(client);
  const view = snap.view as PhoneView;
  const mine = view.me.team;
  const pending = snap.intents[Events.updateTeam]?.pending ?? false;
  const [asking, setAsking] = useState<Team | null>(null);
  const enabled = view.system.teamSelector.updateEnabled && !pending;
  const name = (team: Team) => (team === 'left' ? t('Team_Left_00') : t('Team_Right_00'));
  return (
    <>
      <div className={grid} data-testid="team-picker">
        {(['left', 'right'] as const).map((team) => (
          <button
            key={team}
            type="button"
            className={card}
            style={teamStyle(team)}
            data-team={team}
            data-mine={String(mine === team)}
            data-chosen={String(mine !== null)}
            disabled={!enabled || mine === team}
            onClick={() => setAsking(team)}
            aria-label={name(team)}
          >
            {mine === team && <span className={mark}>{pending ? <Spinner /> : <CheckIcon />}</span>}
            <TeamFlag team={team} />
            <span className={teamName}>{name(team)}</span>
            <span className={count}>
              <UsersIcon /> {t('Unit:Players_00', { count: view.room.teams[team] })}
            </span>
          </button>
        ))}
      </div>
      <TeamConfirm team={asking} kind={teamConfirmKind(mine, view.system.teamSelector.teamsFixed)} onClose={() => setAsking(null)} onSent={onSent} />
    </>
  );
}
