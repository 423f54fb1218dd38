import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../protocol/views';
import { Eye } from '../ui/icons';
import { headline, pop, scene, subline } from '../ui/styles';
import { ScoreBar } from './ScoreBar';

const eyes = css`
  display: flex;
  gap: 1vw;
  svg {
    animation: look 2.4s ease-in-out infinite;
    filter: drop-shadow(0 0.5vw 0 rgba(0, 0, 0, 0.35));
  }
  @keyframes look {
    0%,
    100% {
      transform: translateX(-0.6vw);
    }
    50% {
      transform: translateX(0.6vw);
    }
  }
`;

/** "Look at the big screen": the phones go idle while the TV explains. */
export function LookScreen({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  return (
    <section className={scene} data-scene="lookNx">
      <div className={`${eyes} ${pop}`}>
        <Eye size="11vw" />
        <Eye size="11vw" />
      </div>
      <h1 className={headline}>{t('Look_Title_00')}</h1>
      <p className={subline}>{t('Look_Sub_00')}</p>
      <ScoreBar scores={view.system.scores} />
    </section>
  );
}
