import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../../src/engine/clientStore';
import { motion } from '../../../src/engine/motion';
import { sensor } from '../../../src/engine/sensor';
import { SystemScene } from '../../../src/phone/scenes/SystemScene';
import { sensorCheckDue } from '../../../src/phone/sensor/sensorDue';
import { sensorStep } from '../../../src/phone/sensor/sensorStep';
import { loadTexts, mount, reset, sent, viewWith } from './harness';

vi.mock('../../../src/engine/socketClient', async () => (await import('./harness')).socketClientMock);

const fresh = () => ({ round: 1, answered: false, deadline: null as number | null, spectator: false });

beforeAll(() => loadTexts());
beforeEach(() => {
  reset(viewWith({ system: { status: 'lookNx', capability: fresh() }, me: { team: 'left' } }));
  Object.assign(sensor, {
    capability: 'unknown',
    valid: false,
    showNotice: false,
    needsPermission: false,
    remainingTime: 0,
    intervalMs: null,
    gyroscope: null,
  });
  motion.samples = 0;
  motion.hasReadings = null;
});

describe('sensor check', () => {
  it('picks its step from the sensor state', () => {
    expect(sensorStep({ capability: 'notDetermined', needsPermission: true, valid: false, showNotice: false })).toBe('ask');
    expect(sensorStep({ capability: 'unknown', needsPermission: false, valid: false, showNotice: false })).toBe('measure');
    expect(sensorStep({ capability: 'authorized', needsPermission: false, valid: true, showNotice: false })).toBe('ok');
    expect(sensorStep({ capability: 'denied', needsPermission: false, valid: false, showNotice: true })).toBe('bad');
  });

  it('is due after the profile and the team, not while they are missing', () => {
    const v = viewWith({ system: { status: 'waitingProfile', capability: fresh() } });
    expect(sensorCheckDue(v)).toBe(false);
    v.system.status = 'teamSelect';
    v.me.team = null;
    expect(sensorCheckDue(v)).toBe(false);
    v.me.team = 'right';
    expect(sensorCheckDue(v)).toBe(true);
    v.system.status = 'lookNx';
    expect(sensorCheckDue(v)).toBe(true);
    v.system.capability.answered = true;
    expect(sensorCheckDue(v)).toBe(false);
  });

  it('asks for permission with a button (iOS asks only on a tap)', async () => {
    Object.assign(sensor, { capability: 'notDetermined', needsPermission: true });
    const screen = await mount(<SystemScene />);
    await expect.element(screen.getByRole('heading', { name: 'Sensor check' })).toBeVisible();
    await expect.element(screen.getByTestId('sensor-allow')).toHaveTextContent('Allow motion');
  });

  it('shows live readings while measuring, then sends the report when ready', async () => {
    Object.assign(sensor, { capability: 'authorized' });
    motion.hasReadings = true;
    motion.samples = 240;
    const screen = await mount(<SystemScene />);
    await expect.element(screen.getByTestId('sensor-live')).toHaveTextContent('240 readings');
    Object.assign(sensor, { valid: true, intervalMs: 16.7 });
    await screen.getByTestId('sensor-send').click();
    expect(sent).toEqual([['capability', { sensor: 'authorized', intervalMs: 16.7, gyroscope: null }]]);
  });

  it('says when the phone has no gyroscope (games that need one are watched) and reports it', async () => {
    Object.assign(sensor, { capability: 'authorized', valid: true, intervalMs: 16.7, gyroscope: false });
    const screen = await mount(<SystemScene />);
    await expect.element(screen.getByTestId('sensor-no-gyro')).toHaveTextContent('No gyroscope on this phone');
    await screen.getByTestId('sensor-send').click();
    expect(sent).toEqual([['capability', { sensor: 'authorized', intervalMs: 16.7, gyroscope: false }]]);
  });

  it('says nothing of a gyroscope the phone has', async () => {
    Object.assign(sensor, { capability: 'authorized', valid: true, intervalMs: 16.7, gyroscope: true });
    const screen = await mount(<SystemScene />);
    await expect.element(screen.getByTestId('sensor-send')).toBeVisible();
    expect(screen.container.querySelector('[data-testid="sensor-no-gyro"]')).toBeNull();
  });

  it('explains a missing sensor and lets the player go on as a spectator, then says what that means', async () => {
    Object.assign(sensor, { capability: 'notAvailable', showNotice: true });
    const screen = await mount(<SystemScene />);
    await expect.element(screen.getByTestId('sensor-notice')).toHaveTextContent('no motion sensor we can read');
    await screen.getByRole('button', { name: 'Continue as spectator' }).click();
    expect(sent).toEqual([['capability', { sensor: 'notAvailable', intervalMs: null, gyroscope: null }]]);
    // The server answers SP03-401 and marks the check answered: the notice explains spectating.
    client.intents.capability = { pending: false, error: { group: 'SP03', code: '401' }, done: 0 };
    (client.view as { system: { capability: { answered: boolean; spectator: boolean } } }).system.capability = { ...fresh(), answered: true, spectator: true };
    await expect.element(screen.getByTestId('spectator-notice')).toHaveTextContent("You'll watch and cheer");
    await screen.getByRole('button', { name: 'Got it' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Look at the big screen!' })).toBeVisible();
  });

  it('counts down to the server deadline', async () => {
    Object.assign(sensor, { capability: 'authorized' });
    (client.view as { system: { capability: object } }).system.capability = { ...fresh(), deadline: Date.now() + 9_000 };
    const screen = await mount(<SystemScene />);
    await expect.element(screen.getByTestId('sensor-deadline')).toHaveTextContent(/\d+ seconds left/);
  });
});
