import { css } from '@linaria/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import type { PhoneView } from '../../protocol/views';
import { body, title } from '../../ui/styles';
import { colors, fonts, vw } from '../../ui/tokens';
import { BigScreenArt } from '../art/BigScreenArt';
import { EmoteBar } from './parts/EmoteBar';
import { stage } from './parts/stage';

const big = css`
  font-size: ${vw(9.5)};
  background: linear-gradient(90deg, ${colors.accent} 0%, ${colors.accent} 35%, #fff 50%, ${colors.accent} 65%, ${colors.accent} 100%);
  background-size: 200% 100%;
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
  text-shadow: none;
  filter: drop-shadow(0 ${vw(0.8)} 0 rgba(0, 0, 0, 0.35));
  /* Twice as the screen comes, then still: the shine is a repaint of the text every frame, on the
     main thread (npm run bench: the idle lobby dropped frames at a low-end phone's speed). */
  animation: lnx-shine 2.6s linear 2;
  @keyframes lnx-shine {
    to {
      background-position: -200% 0;
    }
  }
`;
const tip = css`
  margin: 0;
  padding: ${vw(2.4)} ${vw(4)};
  border-radius: ${vw(4)};
  background: rgba(255, 255, 255, 0.07);
  font-family: ${fonts.body};
  font-size: ${vw(3.8)};
  color: ${colors.textDim};
`;
const grow = css`
  flex: 1;
`;

/**
 * SPEC.md lookNx: the phone's idle state while the big screen explains. The phone buzzes when it
 * matters again (see SystemScene). Emotes stay available; skip (when the view allows) hides the
 * hint so only the emotes remain.
 */
export function LookNx() {
  const { t } = useTranslation('System');
  const view = useSnapshot(client).view as PhoneView;
  const [skipped, setSkipped] = useState(false);
  return (
    <main className={stage} data-scene="lookNx">
      <div className={grow} />
      <BigScreenArt />
      <h1 className={`${title} ${big}`}>{t('LookNx_Title_00')}</h1>
      {!skipped && <p className={body}>{t('LookNx_Body_00')}</p>}
      {view.system.capability.spectator && <p className={tip}>{t('Spectator_Tip_00')}</p>}
      <div className={grow} />
      <EmoteBar skipEnabled={view.system.lookNx.skipEnabled && !skipped} onSkip={() => setSkipped(true)} />
    </main>
  );
}
