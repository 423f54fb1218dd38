import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { body, title } from '../../ui/styles';
import { colors, fonts, sizes, vw } from '../../ui/tokens';
import { HoldPhoneArt } from '../art/HoldPhoneArt';
import { HoldCaution } from '../dialogs/HoldCaution';
import { stage } from './parts/stage';

const steps = css`
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${vw(2.4)};
  min-height: ${sizes.guideText};
  counter-reset: step;
  & li {
    counter-increment: step;
    display: flex;
    align-items: center;
    gap: ${vw(3)};
    padding: ${vw(2.6)} ${vw(4)};
    border-radius: ${vw(4)};
    background: rgba(255, 255, 255, 0.07);
    text-align: left;
    font-weight: 700;
    font-size: ${vw(4.2)};
  }
  & li::before {
    content: counter(step);
    flex: none;
    width: ${vw(8)};
    height: ${vw(8)};
    border-radius: 50%;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${colors.accent};
    color: ${colors.ink};
    font-family: ${fonts.display};
    font-weight: 900;
  }
`;

/** SPEC.md holdingJoyCon: before a motion game, hold the phone the way the game needs. */
export function HoldingJoyCon() {
  const { t } = useTranslation('System');
  return (
    <main className={stage} data-scene="holdingJoyCon">
      <h1 className={title}>{t('Hold_Title_00')}</h1>
      <HoldPhoneArt />
      <p className={body}>{t('Hold_Body_00')}</p>
      <ol className={steps}>
        <li>{t('Hold_Step_00')}</li>
        <li>{t('Hold_Step_01')}</li>
        <li>{t('Hold_Step_02')}</li>
      </ol>
      <HoldCaution />
    </main>
  );
}
