import { css } from '@linaria/core';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { sendIntent } from '../../engine/socketClient';
import type { Team } from '../../protocol/enums';
import { Events } from '../../protocol/events';
import type { PhoneView } from '../../protocol/views';
import { GameButton } from '../../ui/GameButton';
import { body, title } from '../../ui/styles';
import { colors, fonts, teamColor, teamTone, vw } from '../../ui/tokens';
import { TeamFlag } from '../art/TeamFlag';
import { TeamConfirm, teamConfirmKind } from './parts/TeamConfirm';
import { stage } from './parts/stage';
import { TeamPicker } from './parts/TeamPicker';

const banner = css`
  width: 100%;
  padding: ${vw(5)};
  border-radius: ${vw(6)};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(2)};
  background: var(--team);
  background-image: linear-gradient(160deg, rgba(255, 255, 255, 0.28), rgba(255, 255, 255, 0) 55%);
  box-shadow: 0 ${vw(2)} 0 rgba(0, 0, 0, 0.25);
  color: #fff;
`;
const bannerName = css`
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(8)};
  margin: 0;
`;
const waiting = css`
  margin: 0;
  color: ${colors.textDim};
  font-weight: 700;
  font-size: ${vw(4.2)};
  &::before {
    content: '';
    display: inline-block;
    vertical-align: middle;
    margin: 0 ${vw(2)} ${vw(0.6)} 0;
    width: ${vw(2.4)};
    height: ${vw(2.4)};
    border-radius: 50%;
    background: ${colors.accent};
    animation: ts-blink 1s ease-in-out infinite;
  }
  @keyframes ts-blink {
    50% {
      opacity: 0.2;
    }
  }
`;
const row = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(3.5)};
  width: 100%;
`;

const other = (t: Team): Team => (t === 'left' ? 'right' : 'left');

/**
 * SPEC.md teamSelect: pick a side; once picked, wait for the host (and move while allowed). A
 * halfway joiner is given the smaller team (`initialTeam`) and may keep it or switch.
 */
export function TeamSelect() {
  const { t } = useTranslation('System');
  const snap = useSnapshot(client);
  const view = snap.view as PhoneView;
  const pending = snap.intents[Events.updateTeam]?.pending ?? false;
  const [asking, setAsking] = useState<Team | null>(null);
  const sel = view.system.teamSelector;
  const mine = view.me.team;
  const name = (team: Team) => (team === 'left' ? t('Team_Left_00') : t('Team_Right_00'));

  if (sel.isHalfwayJoin && sel.isAssigned && sel.initialTeam) return <HalfwayJoin initial={sel.initialTeam} name={name} />;
  if (mine === null) {
    return (
      <main className={stage} data-scene="teamSelect" data-step="choose">
        <h1 className={title}>{t('Team_Title_00')}</h1>
        <p className={body}>{t('Team_Lead_00')}</p>
        <TeamPicker />
      </main>
    );
  }
  return (
    <main className={stage} data-scene="teamSelect" data-step="chosen">
      <div className={banner} style={{ '--team': teamColor(mine) } as CSSProperties}>
        <TeamFlag team={mine} />
        <h1 className={bannerName}>{t('Team_YouAre_00', { team: name(mine) })}</h1>
      </div>
      <p className={waiting}>{sel.teamsFixed ? t('Team_Fixed_00') : t('Team_Waiting_00')}</p>
      {sel.updateEnabled && (
        <GameButton tone={teamTone(other(mine))} size="small" disabled={pending} onPress={() => setAsking(other(mine))} data-testid="team-move">
          {t('Team_MoveTo_00', { team: name(other(mine)) })}
        </GameButton>
      )}
      <TeamConfirm team={asking} kind={teamConfirmKind(mine, sel.teamsFixed)} onClose={() => setAsking(null)} />
    </main>
  );
}

function HalfwayJoin({ initial, name }: { initial: Team; name: (t: Team) => string }) {
  const { t } = useTranslation('System');
  const pending = useSnapshot(client).intents[Events.updateTeam]?.pending ?? false;
  const [asking, setAsking] = useState(false);
  const alt = other(initial);
  return (
    <main className={stage} data-scene="teamSelect" data-step="halfway">
      <h1 className={title}>{t('Team_Halfway_Title_00')}</h1>
      <div className={banner} style={{ '--team': teamColor(initial) } as CSSProperties}>
        <TeamFlag team={initial} />
        <p className={bannerName}>{name(initial)}</p>
      </div>
      <p className={body}>{t('Team_Halfway_Body_00', { team: name(initial) })}</p>
      <div className={row}>
        <GameButton tone={teamTone(initial)} block disabled={pending} onPress={() => sendIntent(Events.updateTeam, { team: initial })}>
          {t('Team_Halfway_Keep_00', { team: name(initial) })}
        </GameButton>
        <GameButton tone="ghost" size="small" block disabled={pending} onPress={() => setAsking(true)}>
          {t('Team_Halfway_Switch_00', { team: name(alt) })}
        </GameButton>
      </div>
      <TeamConfirm team={asking ? alt : null} kind="Change" onClose={() => setAsking(false)} />
    </main>
  );
}
