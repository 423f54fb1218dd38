import { subscribe } from 'valtio';
import { describe, expect, it } from 'vitest';
import { client } from '../../src/engine/clientStore';
import { clock, frameToLocalTime, localTimeToFrame, serverNow } from '../../src/engine/clock';
import { motion, motionInput, setDetector, startMotionInput } from '../../src/engine/motion';
import { sendCapability, sensor } from '../../src/engine/sensor';
import { startPhoneEngine } from '../../src/engine/phoneEngine';
import { startClient } from '../../src/engine/socketClient';
import type { PhoneView } from '../../src/protocol/views';

async function until(pred: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Two seconds of a phone at rest, 60 Hz, in the traces format. */
function restingTrace(): string {
  const rows = ['t_ms,ax,ay,az,gx,gy,gz'];
  for (let i = 0; i < 120; i++) rows.push(`${(i * 16.667).toFixed(3)},0.1,9.8,0.3,0.5,0.2,0.1`);
  return rows.join('\n');
}

describe('the phone engine on the main thread (src/engine)', () => {
  it('starts socket, clock and motion workers for a phone, syncs the clock and reports the sensor', async () => {
    let attached = motionInput.listening;
    subscribe(motionInput, () => {
      attached ||= motionInput.listening;
    });
    const room = (await (await fetch('/api/rooms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as {
      roomId: string;
    };
    await startClient({ role: 'phone', roomId: room.roomId, token: null });
    void startPhoneEngine();
    await until(() => (client.view as PhoneView | null)?.system.status === 'profileInput');

    // The clock worker measured through the socket worker; the page converts synchronously.
    await until(() => !clock.initialMeasurement);
    expect(Math.abs(serverNow() - (performance.timeOrigin + performance.now()))).toBeLessThan(10);
    const local = frameToLocalTime(600);
    expect(localTimeToFrame(local)).toBeCloseTo(600, 6);

    // Headless Chromium has no motion sensor: the listener is attached, and no sample with values
    // comes (at most one event without any).
    await until(() => attached);
    await until(() => sensor.capability === 'notAvailable', 6_000).catch((e) => {
      throw new Error(`${e} ${JSON.stringify(sensor)} ${JSON.stringify(motion)} ${JSON.stringify(motionInput)}`);
    });
    expect(sensor).toMatchObject({ valid: false, showNotice: true });
    // The check has its answer: the page stops listening until someone needs samples again.
    expect(motionInput.listening).toBe(false);
    expect(await setDetector('steps')).toBe(true);
    expect(motionInput.listening).toBe(true);
    expect(await setDetector(null)).toBe(true);
    expect(motionInput.listening).toBe(false);

    // A trace replayed in the motion worker stands in for the sensor.
    const url = URL.createObjectURL(new Blob([restingTrace()], { type: 'text/csv' }));
    await startMotionInput({ kind: 'replay', url, loop: true }, motionInput.pipeline ?? 'batch');
    expect(await setDetector('jump')).toBe(true);
    await until(() => motion.replay.state === 'playing');
    await until(() => motion.samples > 60 && motion.interval.validity === 'valid', 5_000);
    expect(motion.detector).toBe('jump');
    expect(motion.source).toBe('replay');
    expect(motion.hasReadings).toBe(true);

    // The capability report goes through the socket worker and the server's answer sets isSent.
    await until(() => sensor.valid); // samples with readings made it authorized
    expect(sensor).toMatchObject({ capability: 'authorized', intervalValidity: 'valid', showNotice: false });
    sendCapability();
    await until(() => sensor.isSent);
    expect(client.intents.capability).toMatchObject({ pending: false, error: null });
    expect(client.intents.capability!.done).toBe(1);
  });
});
