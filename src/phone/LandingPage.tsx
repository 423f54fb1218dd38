import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { initI18n } from '../i18n/i18n';
import { startLanguage } from '../i18n/choice';
import { mapBrowserLanguage } from '../i18n/languages';
import { unlockAudioOnFirstTap } from './device/audio';
import { RotateOverlay } from './overlays/RotateOverlay';
import { watchViewport } from './overlays/viewport';
import { QrLanding } from './qr/QrLanding';
import { LoadingScene } from './scenes/LoadingScene';

const q = new URLSearchParams(location.search);
const lng = startLanguage('phone', q, () => mapBrowserLanguage(navigator.language));
const texts = initI18n(lng, ['WebQr', 'System', 'Cookie', 'Legal']);

/** `/`: the QR reader landing. A loading placeholder shows until its texts are in. */
export default function LandingPage() {
  const { ready } = useTranslation(['WebQr', 'System', 'Cookie'], { useSuspense: false });
  useEffect(() => {
    void texts;
    watchViewport();
    unlockAudioOnFirstTap();
  }, []);
  if (!ready) return <LoadingScene label="" />;
  return (
    <>
      <QrLanding />
      <RotateOverlay />
    </>
  );
}
