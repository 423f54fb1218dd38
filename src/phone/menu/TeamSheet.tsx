import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialogs/Dialog';
import { openSheet } from '../shell';
import { TeamPicker } from '../system/parts/TeamPicker';

/** Option menu → team: the team cards; a move or change is confirmed, then the sheet closes. */
export function TeamSheet() {
  const { t } = useTranslation('System');
  return (
    <Dialog layout="flex_tc" type="large" dark title={t('Menu_Team_00')} onClose={() => openSheet(null)} testId="team-sheet">
      <TeamPicker onSent={() => openSheet(null)} />
    </Dialog>
  );
}
