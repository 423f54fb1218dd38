import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { motion } from '../../engine/motion';
import { requestSensorPermission, sendCapability, sensor, startCapabilityCheck } from '../../engine/sensor';
import { Events } from '../../protocol/events';
import type { PhoneView } from '../../protocol/views';
import { GameButton } from '../../ui/GameButton';
import { CheckIcon, ReloadIcon, SensorIcon } from '../../ui/icons';
import { body, title } from '../../ui/styles';
import { colors, fonts, vw } from '../../ui/tokens';
import { SensorArt } from '../art/SensorArt';
import { stage } from '../system/parts/stage';
import { sensorStep, type SensorStep } from './sensorStep';

const steps = css`
  display: flex;
  gap: ${vw(2)};
  justify-content: center;
`;
const dot = css`
  width: ${vw(8)};
  height: ${vw(1.8)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.15);
  &[data-on='true'] {
    background: ${colors.accent};
  }
`;
const live = css`
  display: inline-flex;
  align-items: center;
  gap: ${vw(2)};
  padding: ${vw(1.6)} ${vw(4)};
  border-radius: 999px;
  background: rgba(63, 208, 255, 0.14);
  color: ${colors.cyan};
  font-weight: 800;
  font-size: ${vw(3.8)};
  font-variant-numeric: tabular-nums;
  & svg {
    width: ${vw(5)};
    height: ${vw(5)};
  }
`;
const notice = css`
  width: 100%;
  margin: 0;
  padding: ${vw(4)} ${vw(4)} ${vw(4)} ${vw(9)};
  border-radius: ${vw(4)};
  background: rgba(255, 90, 90, 0.12);
  text-align: left;
  color: ${colors.textDim};
  line-height: 1.55;
  font-size: ${vw(3.9)};
  & li::marker {
    color: ${colors.danger};
  }
`;
const timer = css`
  font-family: ${fonts.display};
  font-weight: 800;
  color: ${colors.textDim};
  font-size: ${vw(3.8)};
  margin: 0;
`;
const actions = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(3)};
  width: 100%;
  align-items: center;
`;

const ORDER: SensorStep[] = ['ask', 'measure', 'ok'];

/**
 * SPEC.md sensor check: guide, the permission button (iOS asks only from a tap), live readings,
 * the result or a notice, then the capability report `capability {sensor, intervalMs}` with ack.
 * The engine (src/engine/sensor.ts) measures and sends by itself at the server's deadline.
 */
export function SensorCheck() {
  const { t } = useTranslation('System');
  const snap = useSnapshot(client);
  const view = snap.view as PhoneView;
  const s = useSnapshot(sensor);
  const m = useSnapshot(motion);
  const cap = view.system.capability;
  const pending = snap.intents[Events.capability]?.pending ?? false;
  useEffect(() => {
    startCapabilityCheck(cap.deadline);
  }, [cap.round, cap.deadline]);
  const step = sensorStep(s);
  const seconds = Math.ceil(s.remainingTime / 1000);
  return (
    <main className={stage} data-scene="sensorCheck" data-step={step}>
      <div className={steps} aria-hidden="true">
        {ORDER.map((o, i) => (
          <span key={o} className={dot} data-on={String(ORDER.indexOf(step === 'bad' ? 'ok' : step) >= i)} />
        ))}
      </div>
      <h1 className={title}>{t(`Sensor_${step}_Title_00`)}</h1>
      <SensorArt state={step} />
      <p className={body}>{t(`Sensor_${step}_Body_00`)}</p>
      {step === 'measure' && (
        <p className={live} data-testid="sensor-live">
          <SensorIcon /> {m.hasReadings ? t('Sensor_Live_00', { count: m.samples }) : t('Sensor_Waiting_00')}
        </p>
      )}
      {step === 'ok' && s.gyroscope === false && (
        <p className={body} data-testid="sensor-no-gyro">
          {t('Sensor_NoGyro_00')}
        </p>
      )}
      {step === 'bad' && (
        <ul className={notice} data-testid="sensor-notice">
          <li>
            {t(s.capability === 'denied' ? 'Sensor_Notice_Denied_00' : s.capability === 'notAvailable' ? 'Sensor_Notice_None_00' : 'Sensor_Notice_Slow_00')}
          </li>
          <li>{t('CapabilityBrowserReload_00')}</li>
          <li>{t('CapabilitySettingChange_00')}</li>
        </ul>
      )}
      <div className={actions}>
        {step === 'ask' && (
          <GameButton tone="cyan" icon={<SensorIcon />} onPress={() => void requestSensorPermission()} data-testid="sensor-allow">
            {t('Sensor_Allow_00')}
          </GameButton>
        )}
        {step === 'ok' && (
          <GameButton tone="left" icon={<CheckIcon />} disabled={pending} onPress={sendCapability} data-testid="sensor-send">
            {t('Sensor_Next_00')}
          </GameButton>
        )}
        {step === 'bad' && (
          <>
            {s.needsPermission && (
              <GameButton tone="cyan" size="small" onPress={() => void requestSensorPermission()}>
                {t('Sensor_Allow_00')}
              </GameButton>
            )}
            {s.capability === 'authorized' && (
              <GameButton tone="cyan" size="small" icon={<SensorIcon />} onPress={() => startCapabilityCheck(cap.deadline)} data-testid="sensor-retry">
                {t('Sensor_Retry_00')}
              </GameButton>
            )}
            <GameButton tone="accent" disabled={pending} onPress={sendCapability} data-testid="sensor-send">
              {t('Sensor_Spectate_00')}
            </GameButton>
            <GameButton tone="ghost" size="small" icon={<ReloadIcon />} onPress={() => location.reload()}>
              {t('Sensor_Reload_00')}
            </GameButton>
          </>
        )}
        {s.remainingTime > 0 && (
          <p className={timer} data-testid="sensor-deadline">
            {t('Sensor_Deadline_00', { count: seconds })}
          </p>
        )}
      </div>
    </main>
  );
}
