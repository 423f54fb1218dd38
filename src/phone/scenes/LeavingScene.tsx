import { useTranslation } from 'react-i18next';
import { GameButton } from '../../ui/GameButton';
import { body, title } from '../../ui/styles';
import { Logo } from '../art/Logo';
import { linkButton, spotlight, stack } from './sceneStyles';

/** SPEC.md leaving scene: after "exit" in the option menu. The seat stays, so rejoining is one tap. */
export function LeavingScene() {
  const { t } = useTranslation('System');
  return (
    <main className={spotlight} data-scene="leaving">
      <Logo size={40} />
      <h1 className={title}>{t('Leaving_Title_00')}</h1>
      <p className={body}>{t('Leaving_Body_00')}</p>
      <div className={stack}>
        <GameButton tone="accent" onPress={() => location.reload()}>
          {t('Leaving_Rejoin_00')}
        </GameButton>
        <a className={linkButton} href="/">
          {t('Leaving_Home_00')}
        </a>
      </div>
    </main>
  );
}
