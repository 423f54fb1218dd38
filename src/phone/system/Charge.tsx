import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { setDetector } from '../../engine/motion';
import { sensor } from '../../engine/sensor';
import type { PhoneView } from '../../protocol/views';
import { body, title } from '../../ui/styles';
import { vw } from '../../ui/tokens';
import { HoldCaution } from '../dialogs/HoldCaution';
import { ChargePad, CHARGE_MAX } from './parts/ChargePad';
import { stage } from './parts/stage';
import { TeamMeters } from './parts/TeamMeters';

const head = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(1.5)};
`;

/** The detector whose events count as shakes while charging. */
const SHAKE_DETECTOR = 'steps';

/**
 * SPEC.md charge (during the roulette spin): every phone charges its team by rubbing the pad or,
 * with a usable motion sensor, shaking the phone. The meters compare the teams per head.
 */
export function Charge() {
  const { t } = useTranslation('System');
  const view = useSnapshot(client).view as PhoneView;
  const { valid } = useSnapshot(sensor);
  const shake = valid && !view.system.capability.spectator;
  useEffect(() => {
    if (!shake) return;
    void setDetector(SHAKE_DETECTOR).catch(() => false);
    return () => {
      void setDetector(null).catch(() => false);
    };
  }, [shake]);
  return (
    <main className={stage} data-scene="charge">
      <div className={head}>
        <h1 className={title}>{t('Charge_Title_00')}</h1>
        <p className={body}>{shake ? t('Charge_Body_Shake_00') : t('Charge_Body_Rub_00')}</p>
      </div>
      <ChargePad team={view.me.team} serverCharge={view.system.charge.mine} shake={shake} />
      <TeamMeters values={view.system.charge.perHead} max={CHARGE_MAX} mine={view.me.team} testId="charge-meters" />
      {shake && <HoldCaution />}
    </main>
  );
}
