import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../protocol/views';
import { colors } from '../../ui/tokens';
import { Megaphone } from '../ui/icons';
import { headline, scene, subline } from '../ui/styles';

const row = css`
  display: flex;
  gap: 8vw;
  align-items: center;
`;
const glow = css`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background:
    radial-gradient(circle at 0% 100%, rgba(47, 191, 113, 0.45), transparent 40vw),
    radial-gradient(circle at 100% 100%, rgba(255, 95, 162, 0.45), transparent 40vw);
  animation: glow 1.2s ease-in-out infinite alternate;
  @keyframes glow {
    to {
      opacity: 0.6;
    }
  }
`;
const count = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  font-weight: 900;
  font-size: 2vw;
  b {
    font-size: 9vw;
    line-height: 1;
    text-shadow: 0 0.6vw 0 rgba(0, 0, 0, 0.35);
  }
  &[data-team='left'] b {
    color: ${colors.left};
  }
  &[data-team='right'] b {
    color: ${colors.right};
  }
`;
const horn = css`
  animation: horn 0.6s ease-in-out infinite alternate;
  @keyframes horn {
    to {
      transform: rotate(-10deg) scale(1.1);
    }
  }
`;

/** Cheer: anyone idle cheers; bursts fly in the team colour (see CheerBursts). Cheers score nothing. */
export function CheerScreen({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const c = view.system.cheers;
  return (
    <section className={scene} data-scene="cheer">
      <div className={glow} />
      <Megaphone size="9vw" className={horn} />
      <h1 className={headline}>{t('Cheer_Title_00')}</h1>
      <p className={subline}>{t('Cheer_Sub_00')}</p>
      <div className={row}>
        {(['left', 'right'] as const).map((team) => (
          <div key={team} className={count} data-team={team}>
            <b data-testid={`cheers-${team}`}>{c[team]}</b>
            {t(`Team_${team}_00`)}
          </div>
        ))}
      </div>
    </section>
  );
}
