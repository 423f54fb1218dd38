import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { initI18n } from '../i18n/i18n';
import { mapBrowserLanguage, pageLanguage } from '../i18n/languages';
import { dim, screen, title } from '../ui/styles';

const q = new URLSearchParams(location.search);
const lng = q.get('lng') ? pageLanguage(q.get('lng')) : mapBrowserLanguage(navigator.language);

/** `/`: what a phone sees when it opens the site without a room link. */
export default function LandingPage() {
  use(initI18n(lng, ['WebQr', 'System']));
  const { t } = useTranslation('WebQr');
  return (
    <main className={screen} data-scene="landing">
      <h1 className={title}>{t('Landing_Title_00')}</h1>
      <p className={dim}>{t('Landing_Overview_00')}</p>
      <a className={dim} href="/host">{t('Landing_Host_00')}</a>
    </main>
  );
}
