import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { Hands } from '../ui/icons';
import { headline, pop, scene, subline } from '../ui/styles';

const hands = css`
  animation: hold-bob 1.4s ease-in-out infinite;
  @keyframes hold-bob {
    50% {
      transform: translateY(-1vw);
    }
  }
`;

/** Before a motion game: hold the phone in both hands, at the chest. */
export function HoldScreen() {
  const { t } = useTranslation('Host');
  return (
    <section className={scene} data-scene="holdingJoyCon">
      <div className={pop}>
        <Hands size="20vw" className={hands} />
      </div>
      <h1 className={headline}>{t('Hold_Title_00')}</h1>
      <p className={subline}>{t('Hold_Sub_00')}</p>
    </section>
  );
}
