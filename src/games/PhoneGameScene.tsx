import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../engine/clientStore';
import { dim, screen, title } from '../ui/styles';
import { LoadingScene } from '../phone/scenes/LoadingScene';
import { phoneScenes } from './scenes';

/** The running game's phone scene, chosen by the game id in the view. */
export function PhoneGameScene() {
  const view = useSnapshot(client).view;
  const id = view && 'me' in view ? view.game?.id : undefined;
  // The game's own texts load with the common ones, when the game starts (its charge and intro
  // show meanwhile): loaded later, its first own screen would be blank while they arrive.
  const { t } = useTranslation(id ? ['gmCommon', id] : ['gmCommon']);
  const Scene = id ? phoneScenes.get(id) : undefined;
  if (!Scene) {
    return (
      <main className={screen} data-scene="gameUnavailable">
        <h1 className={title}>{t('Unavailable_Title_00')}</h1>
        <p className={dim}>{t('Unavailable_Body_00')}</p>
      </main>
    );
  }
  return (
    <Suspense fallback={<LoadingScene progress={1} />}>
      <Scene />
    </Suspense>
  );
}
