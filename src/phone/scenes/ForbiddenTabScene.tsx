import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { TabsIcon } from '../../ui/icons';
import { body, title } from '../../ui/styles';
import { colors, vw } from '../../ui/tokens';
import { badge, spotlight } from './sceneStyles';

const steps = css`
  margin: 0;
  padding: ${vw(4)} ${vw(5)} ${vw(4)} ${vw(10)};
  text-align: left;
  border-radius: ${vw(4)};
  background: rgba(255, 255, 255, 0.07);
  color: ${colors.textDim};
  font-size: ${vw(4.2)};
  line-height: 1.6;
  & li::marker {
    color: ${colors.accent};
    font-weight: 900;
  }
`;

/**
 * SPEC.md forbiddenTab: this room already plays in another tab of this browser. This tab waits;
 * when the other one closes, this one takes over by itself (see tab/tabGuard.ts).
 */
export function ForbiddenTabScene() {
  const { t } = useTranslation('System');
  return (
    <main className={spotlight} data-scene="forbiddenTab">
      <div className={badge}>
        <TabsIcon color={colors.right} />
      </div>
      <h1 className={title}>{t('ForbiddenTab_Title_00')}</h1>
      <p className={body}>{t('ForbiddenTab_Body_00')}</p>
      <ol className={steps}>
        <li>{t('ForbiddenTab_Step_00')}</li>
        <li>{t('ForbiddenTab_Step_01')}</li>
      </ol>
    </main>
  );
}
