import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialogs/Dialog';
import { openSheet } from '../shell';
import { ProfileForm } from '../system/parts/ProfileForm';

/** Option menu → profile: the same form, prefilled; closes when the server accepted the update. */
export function ProfileSheet() {
  const { t } = useTranslation('System');
  return (
    <Dialog layout="full_view" dark title={t('Menu_Profile_00')} onClose={() => openSheet(null)} testId="profile-sheet">
      <ProfileForm mode="edit" onDone={() => openSheet(null)} />
    </Dialog>
  );
}
