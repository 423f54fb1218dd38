import { useTranslation } from 'react-i18next';
import { sendIntent } from '../../../engine/socketClient';
import type { Team } from '../../../protocol/enums';
import { Events } from '../../../protocol/events';
import { TeamFlag } from '../../art/TeamFlag';
import { Dialog } from '../../dialogs/Dialog';

/** Select (no team yet), move (before teams are fixed) or change (after): each has its own words. */
export type TeamConfirmKind = 'Select' | 'Move' | 'Change';

export function teamConfirmKind(mine: Team | null, teamsFixed: boolean): TeamConfirmKind {
  return mine === null ? 'Select' : teamsFixed ? 'Change' : 'Move';
}

/** SPEC.md team select / move / change confirmations; yes sends `updateTeam {team}`. */
export function TeamConfirm({ team, kind, onClose, onSent }: { team: Team | null; kind: TeamConfirmKind; onClose: () => void; onSent?: (team: Team) => void }) {
  const { t } = useTranslation('System');
  const name = team === 'left' ? t('Team_Left_00') : t('Team_Right_00');
  return (
    <Dialog
      open={team !== null}
      buttons="yesno"
      layout="flex_tcb"
      yesTone={team ?? 'accent'}
      icon={team ? <TeamFlag team={team} /> : null}
      title={t(`Team_Confirm_${kind}_Title_00`, { team: name })}
      yesLabel={t(`Team_Confirm_${kind}_Yes_00`, { team: name })}
      onYes={() => {
        if (!team) return;
        sendIntent(Events.updateTeam, { team });
        onSent?.(team);
        onClose();
      }}
      onNo={onClose}
      testId="team-confirm"
    >
      <p>{t(`Team_Confirm_${kind}_Body_00`, { team: name })}</p>
    </Dialog>
  );
}
