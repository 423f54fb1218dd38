import { proxy, subscribe } from 'valtio';
import type { IntervalValidity } from '../../workers/motion/interval';
import { epochNow } from '../../workers/clock/frames.shared';
import type { Capability } from '../protocol/enums';
import { ErrorCodes } from '../protocol/errors';
import { Events } from '../protocol/events';
import type { CapabilityReport } from '../protocol/schemas';
import { client } from './clientStore';
import { serverToLocalTime } from './clock';
import { motion, resetMotionInterval, startMotionInput, wantSamplesForCheck } from './motion';
import type { SourceChoice } from './sensorSource';
import { sendIntent } from './socketClient';

/** SPEC.md's Sensor entity, for the sensor check screens (the phone shell reads it with useSnapshot). */
export type SensorState = {
  capability: Capability;
  /** The capability report reached the server (ack ok or refused: either way it was heard). */
  isSent: boolean;
  /** Authorized, with readings, at a valid interval: the player can play motion games. */
  valid: boolean;
  /** Ms left before the server's capability deadline (0: none or past). */
  remainingTime: number;
  intervalValidity: IntervalValidity;
  intervalMs: number | null;
  /** The readings carry rotation rates (null: not known yet): games that turn on them need it. */
  gyroscope: boolean | null;
  /** Something to tell the player: denied, no sensor, or a too slow / irregular sensor. */
  showNotice: boolean;
  /** The platform asks for permission on a user gesture (iOS): show the button. */
  needsPermission: boolean;
};

export const sensor = proxy<SensorState>({
  capability: 'unknown',
  isSent: false,
  valid: false,
  remainingTime: 0,
  intervalValidity: 'unknown',
  intervalMs: null,
  gyroscope: null,
  showNotice: false,
  needsPermission: false,
});

type PermissionApi = { requestPermission?: () => Promise<'granted' | 'denied' | 'default'> };
/** No sample within this long after listening starts: the device has no motion sensor. */
const NO_SAMPLES_MS = 3_000;

let choice: SourceChoice | null = null;
/** The report in flight, and the intent's `done` count when it went out. */
let awaiting: { done: number } | null = null;
let started = false;
let noSampleTimer: ReturnType<typeof setTimeout> | null = null;

function permissionApi(): PermissionApi | null {
  if (typeof DeviceMotionEvent === 'undefined') return null;
  return DeviceMotionEvent as unknown as PermissionApi;
}

/** What we know before asking anything: no API, a permission to ask (iOS), or wait for samples. */
export function initialCapability(): Capability {
  const api = permissionApi();
  if (!api) return 'notAvailable';
  return typeof api.requestPermission === 'function' ? 'notDetermined' : 'unknown';
}

/**
 * A sensor check holds the listener until it has its answer: a fresh interval judgement (one made
 * after the check started, hence `sawUnknown`), or no sensor at all.
 */
const check = { on: true, sawUnknown: true };

function releaseCheckWhenDone(): void {
  if (!check.on) return;
  if (motion.interval.validity === 'unknown') check.sawUnknown = true;
  const judged = check.sawUnknown && motion.interval.validity !== 'unknown';
  if (judged || sensor.capability === 'notAvailable' || sensor.capability === 'denied') {
    check.on = false;
    wantSamplesForCheck(false);
  }
}

function derive(): void {
  releaseCheckWhenDone();
  const validity = motion.interval.validity;
  sensor.intervalValidity = validity;
  sensor.intervalMs = motion.interval.intervalMs;
  sensor.gyroscope = motion.hasGyro;
  sensor.valid = sensor.capability === 'authorized' && validity === 'valid';
  sensor.showNotice = sensor.capability === 'denied' || sensor.capability === 'notAvailable' || validity === 'tooSlow' || validity === 'irregular';
}

async function listen(): Promise<void> {
  if (!choice || started) return;
  started = true;
  await startMotionInput(choice.source, choice.pipeline);
  armNoSampleTimer();
}

/** No sample within NO_SAMPLES_MS of listening: no sensor (permission alone says nothing of hardware). */
function armNoSampleTimer(): void {
  if (!choice || choice.source.kind === 'replay') return;
  if (noSampleTimer) clearTimeout(noSampleTimer);
  const before = motion.samples;
  noSampleTimer = setTimeout(() => {
    noSampleTimer = null;
    if (motion.samples === before && sensor.capability !== 'denied') sensor.capability = 'notAvailable';
    derive();
  }, NO_SAMPLES_MS);
}

/**
 * Sets up the Sensor state for this page and, where no permission is needed (or a trace is
 * replayed), starts listening at once. Called by the phone engine.
 */
export function initSensor(c: SourceChoice): Promise<void> {
  choice = c;
  sensor.capability = c.source.kind === 'replay' ? 'authorized' : initialCapability();
  sensor.needsPermission = sensor.capability === 'notDetermined';
  subscribe(motion, () => {
    // Samples decide what the platform never says outright.
    if (motion.hasReadings === true && sensor.capability !== 'denied') sensor.capability = 'authorized';
    // Events with no values (a browser granting motion on a device without the sensor) are no sensor,
    // whatever the permission said; real readings arriving later make it authorized again above.
    if (motion.hasReadings === false && (sensor.capability === 'unknown' || sensor.capability === 'authorized')) sensor.capability = 'notAvailable';
    derive();
  });
  subscribe(client.intents, () => {
    const i = client.intents[Events.capability];
    if (!awaiting || !i || i.pending) return;
    // Answered by the server, accepted or refused (SP03-401: no usable sensor); a transport error is not "sent".
    if (i.done > awaiting.done || (i.error?.group === 'SP03' && i.error.code !== ErrorCodes.SP03.DISCONNECTED)) sensor.isSent = true;
    awaiting = null;
  });
  derive();
  if (sensor.capability === 'notDetermined') return probePermission();
  return sensor.capability === 'unknown' || sensor.capability === 'authorized' ? listen() : Promise.resolve();
}

/**
 * Asks `requestPermission` once without a gesture. Per the spec it answers at once when the
 * permission is already decided (Chromium: from its sensor settings; Safari: granted earlier in
 * this page's life) and rejects with NotAllowedError, changing nothing, when it would have to
 * prompt: then the screen shows the permission button (`needsPermission`).
 */
async function probePermission(): Promise<void> {
  try {
    const answer = await permissionApi()!.requestPermission!();
    if (answer === 'granted') sensor.capability = 'authorized';
    else if (answer === 'denied') sensor.capability = 'denied';
  } catch {
    // Needs a tap.
  }
  sensor.needsPermission = sensor.capability === 'notDetermined';
  derive();
  if (sensor.capability === 'authorized') await listen();
}

/**
 * Asks for motion permission. Call it from a tap handler: iOS refuses outside a user gesture.
 * Resolves with the new capability; samples then start flowing to the motion worker.
 */
export async function requestSensorPermission(): Promise<Capability> {
  const api = permissionApi();
  if (!api) {
    sensor.capability = 'notAvailable';
  } else if (typeof api.requestPermission === 'function') {
    try {
      const answer = await api.requestPermission();
      sensor.capability = answer === 'granted' ? 'authorized' : answer === 'denied' ? 'denied' : 'notDetermined';
    } catch {
      sensor.capability = 'notDetermined'; // not in a gesture: ask again from a tap
    }
  }
  sensor.needsPermission = sensor.capability === 'notDetermined';
  derive();
  if (sensor.capability === 'authorized' || sensor.capability === 'unknown') await listen();
  return sensor.capability;
}

let countdown: ReturnType<typeof setInterval> | null = null;

/**
 * Starts a sensor check: the interval is measured afresh, `remainingTime` counts down to the
 * server's deadline (server epoch ms, from the view), and the report goes out by itself when the
 * deadline comes if the screen has not sent it.
 */
export function startCapabilityCheck(deadlineServerMs: number | null): void {
  sensor.isSent = false;
  check.on = true;
  check.sawUnknown = false;
  if (started && sensor.capability === 'notAvailable' && permissionApi()) {
    // Look again: the listener was off, samples may come now.
    sensor.capability = 'unknown';
    armNoSampleTimer();
  }
  wantSamplesForCheck(true);
  resetMotionInterval();
  if (countdown) clearInterval(countdown);
  countdown = null;
  sensor.remainingTime = 0;
  if (deadlineServerMs === null) return;
  const tick = () => {
    sensor.remainingTime = Math.max(0, Math.round(serverToLocalTime(deadlineServerMs) - epochNow()));
    if (sensor.remainingTime > 0) return;
    if (countdown) clearInterval(countdown);
    countdown = null;
    if (!sensor.isSent) sendCapability();
  };
  tick();
  if (sensor.remainingTime > 0) countdown = setInterval(tick, 250);
}

/** The capability report (SPEC.md §4 `capability`, with ack): `isSent` turns true when answered. */
export function sendCapability(): void {
  const report: CapabilityReport = { sensor: sensor.capability, intervalMs: sensor.intervalMs, gyroscope: sensor.gyroscope };
  awaiting = { done: client.intents[Events.capability]?.done ?? 0 };
  sendIntent(Events.capability, report);
}

export function stopSensorTimers(): void {
  if (noSampleTimer) clearTimeout(noSampleTimer);
  if (countdown) clearInterval(countdown);
}
