import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../engine/clientStore';
import type { PhoneView } from '../protocol/views';
import { dim, screen, title } from '../ui/styles';
import { phoneScenes } from './scenes';

/** The running game's phone scene, chosen by the game id in the view. */
export function PhoneGameScene() {
  const { t } = useTranslation('gmCommon');
  const id = (useSnapshot(client).view as PhoneView | null)?.game?.id;
  const Scene = id ? phoneScenes[id] : undefined;
  if (!Scene) {
    return (
      <main className={screen} data-scene="gameUnavailable">
        <h1 className={title}>{t('Unavailable_Title_00')}</h1>
        <p className={dim}>{t('Unavailable_Body_00')}</p>
      </main>
    );
  }
  return <Suspense fallback={null}><Scene /></Suspense>;
}
