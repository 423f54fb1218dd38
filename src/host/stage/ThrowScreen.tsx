import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { colors } from '../../ui/tokens';
import type { HostView } from '../../protocol/views';
import { Confetti, Flower, StarIcon } from '../ui/icons';
import { headline, scene, subline } from '../ui/styles';

const target = css`
  width: 21vw;
  height: 21vw;
  flex: none;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1vw;
  background: radial-gradient(circle, #fff 0 12%, ${colors.right} 12% 26%, #fff 26% 40%, ${colors.left} 40% 54%, #fff 54% 68%, ${colors.noTeam} 68%);
  box-shadow:
    0 0 0 0.5vw #fff,
    0 1vw 3vw rgba(0, 0, 0, 0.45);
  svg {
    filter: drop-shadow(0 0.2vw 0 rgba(0, 0, 0, 0.4));
  }
`;
const hitsRow = css`
  display: flex;
  gap: 5vw;
  font-size: 1.8vw;
  font-weight: 900;
  b {
    font-size: 4vw;
    display: block;
    text-align: center;
  }
  [data-team='left'] b {
    color: ${colors.left};
  }
  [data-team='right'] b {
    color: ${colors.right};
  }
`;

/** Item throwing during results: flick confetti, flowers and stars at the TV, three per phone. */
export function ThrowScreen({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const hits = { left: 0, right: 0 };
  for (const p of view.players) if (p.team) hits[p.team] += view.system.tallies[p.id]?.hits ?? 0;
  return (
    <section className={scene} data-scene="itemThrowing">
      <h1 className={headline}>{t('Throw_Title_00')}</h1>
      <p className={subline}>{t('Throw_Sub_00')}</p>
      <div className={target}>
        <Confetti size="4vw" />
        <Flower size="4vw" />
        <StarIcon size="4vw" />
      </div>
      <div className={hitsRow}>
        {(['left', 'right'] as const).map((team) => (
          <div key={team} data-team={team}>
            <b>{hits[team]}</b>
            {t('Throw_Hits_00', { team: t(`Team_${team}_00`) })}
          </div>
        ))}
      </div>
    </section>
  );
}
