import { subscribe } from 'valtio';
import { clientConfig } from './clientConfig';
import { clock, startClock } from './clock';
import { motionWorker, setDetector, setMotionClock } from './motion';
import { initSensor } from './sensor';
import { chooseSource } from './sensorSource';

let started: Promise<void> | null = null;

/**
 * The phone's long-lived workers besides the socket: clock and motion, each wired to the socket
 * worker by its own port, and the sensor source this page uses. Started once, after the socket.
 */
export function startPhoneEngine(): Promise<void> {
  started ??= (async () => {
    const config = await clientConfig();
    const choice = chooseSource(location.search, config, globalThis.crossOriginIsolated === true);
    await Promise.all([startClock({ warnLatencyMs: config.warnLatencyMs }), choice.pipeline === 'main' ? null : motionWorker()]);
    // Detector events carry server time: pass the mapping on whenever it changes (rarely).
    let last = '';
    const passClock = () => {
      const m = { drift: clock.drift, driftAt: clock.driftAt, skewPpm: clock.skewPpm, base: clock.base };
      const key = JSON.stringify(m);
      if (key === last || clock.initialMeasurement) return;
      last = key;
      setMotionClock(m);
    };
    subscribe(clock, passClock);
    // The first measurement may already be in: a subscription only hears later changes.
    passClock();
    await initSensor(choice);
    if (choice.detector) await setDetector(choice.detector);
  })();
  return started;
}
