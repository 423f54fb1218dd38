import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PatchOp } from '../../../src/protocol/patch';
import { SampleBatcher, type SampleMessage } from '../../../workers/motion/batch.shared';
import { IntervalMeter } from '../../../workers/motion/interval';
import { MotionPipeline, type MotionEventsPayload } from '../../../workers/motion/pipeline';
import { lookupDetector } from '../../../workers/motion/registry';
import { STRIDE } from '../../../workers/motion/sample.shared';
import { parseTrace } from '../../../workers/motion/trace/parseTrace';
import { resample } from '../../../workers/motion/trace/resample';

describe('detector registry wiring', () => {
  it("finds every detector by name (the shared ones and each game's own, loaded on first use), with game parameters", async () => {
    for (const name of ['steps', 'run', 'swing', 'jump', 'squat', 'handling', 'walkSit']) expect(await lookupDetector(name, null)).not.toBeNull();
    expect(await lookupDetector('jump', { inAirThreshold: 0.5 })).not.toBeNull();
    expect(await lookupDetector('nope', null)).toBeNull();
    expect(await lookupDetector('toString', null)).toBeNull();
  });
});

describe('MotionPipeline (the motion worker core, in Node)', () => {
  it('runs the steps detector on a walk resampled to 60 Hz and sends gathered events with server time', async () => {
    const text = readFileSync('benchmarks/traces/steps/val_user2_hand_1506421987098.csv', 'utf8');
    const samples = resample(parseTrace(text, { duplicateTime: 'allow' }).samples, 60).filter((s) => s.t < 30_000);
    const sent: MotionEventsPayload[] = [];
    const patches: PatchOp[][] = [];
    let now = 0;
    const p = new MotionPipeline(
      lookupDetector,
      (event, payload) => {
        expect(event).toBe('motion');
        sent.push(payload as MotionEventsPayload);
      },
      (ops) => patches.push(ops),
      { now: () => now, emitEveryMs: 0 },
    );
    p.setClock({ drift: 1000, driftAt: 0, skewPpm: 0, base: 0 });
    expect(await p.setDetector('steps')).toBe(true);
    for (const s of samples) {
      now = s.t;
      p.push(s.t, s.ax, s.ay, s.az, s.gx, s.gy, s.gz);
    }
    p.flushEvents();
    const events = sent.flatMap((x) => x.events);
    expect(events.length).toBeGreaterThan(30);
    expect(events.every((e) => e.type === 'step' && e.st === e.t + 1000)).toBe(true);
    expect(sent.every((x) => x.detector === 'steps')).toBe(true);
    p.flushStatus(now);
    expect(p.status).toMatchObject({ detector: 'steps', samples: samples.length, hasReadings: true, hasGyro: false, events: events.length });
    expect(p.status.interval).toMatchObject({ validity: 'valid' });
  });

  it('gathers events into at most one message per emitEveryMs', async () => {
    let now = 0;
    const sent: MotionEventsPayload[] = [];
    const every = { push: (s: { t: number }) => [{ type: 'tick', t: s.t }], reset() {} };
    const p = new MotionPipeline(
      () => every,
      (_e, payload) => sent.push(payload as MotionEventsPayload),
      () => {},
      { now: () => now, emitEveryMs: 100 },
    );
    await p.setDetector('every');
    for (let i = 0; i < 30; i++) {
      now = i * 10;
      p.push(now, 0, 9.8, 0, 0, 0, 0);
    }
    await new Promise((r) => setTimeout(r, 150));
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(sent.flatMap((x) => x.events)).toHaveLength(30);
    // The page hears each event whole, even when one patch brings several.
    const recent = p.status.recent.filter((r) => r !== null).sort((a, b) => a.seq - b.seq);
    expect(recent.map((r) => r.event.t)).toEqual([...Array(p.status.recent.length).keys()].map((i) => (30 - p.status.recent.length + i) * 10));
    expect(recent[recent.length - 1]!.seq).toBe(p.status.events);
  });

  it('says whether the readings carry rotation rates (a gyroscope)', () => {
    const p = new MotionPipeline(
      () => null,
      null,
      () => {},
    );
    p.push(0, 0, 9.8, 0, NaN, NaN, NaN);
    p.flushStatus(0);
    expect(p.status.hasGyro).toBe(false);
    p.push(10, 0, 9.8, 0, 1, 2, 3);
    p.flushStatus(10);
    expect(p.status.hasGyro).toBe(true);
  });

  it('runs the detector asked for last, when an earlier one is still loading', async () => {
    const slow = { push: () => [], reset() {} };
    const fast = { push: () => [], reset() {} };
    const p = new MotionPipeline(
      (name) => (name === 'slow' ? new Promise((r) => setTimeout(() => r(slow), 30)) : fast),
      null,
      () => {},
    );
    const first = p.setDetector('slow');
    await p.setDetector('fast');
    await first;
    expect(p.status.detector).toBe('fast');
    const again = p.setDetector('slow');
    await p.setDetector(null);
    await again;
    expect(p.status.detector).toBeNull();
  });

  it('refuses an unknown detector and says so in its status', async () => {
    const p = new MotionPipeline(lookupDetector, null, () => {});
    expect(await p.setDetector('nope')).toBe(false);
    expect(p.status.error).toMatch(/nope/);
    expect(await p.setDetector(null)).toBe(true);
    expect(p.status.error).toBeNull();
  });
});

describe('SampleBatcher (the path without a shared ring)', () => {
  it('sends a batch every 50 ms of samples, transferring its buffer, and starts a fresh one', () => {
    const sent: SampleMessage[] = [];
    const b = new SampleBatcher((m, transfer) => {
      expect(transfer).toEqual([(m as { buf: ArrayBuffer }).buf]);
      sent.push(m);
    });
    for (let i = 0; i < 61; i++) b.push(i * 16.67, i, 0, 0, 0, 0, 0);
    expect(sent.length).toBe(15); // 4 samples span ≥ 50 ms at 60 Hz
    const first = sent[0] as Extract<SampleMessage, { kind: 'batch' }>;
    expect(first.count).toBe(4);
    expect(new Float64Array(first.buf)[STRIDE]).toBeCloseTo(16.67);
    expect(new Float64Array(first.buf)[STRIDE + 1]).toBe(1);
    b.flush();
    expect((sent[sent.length - 1] as Extract<SampleMessage, { kind: 'batch' }>).count).toBe(1);
    expect(new Set(sent.map((m) => (m as { buf: ArrayBuffer }).buf)).size).toBe(sent.length);
    b.flush(); // nothing pending: nothing sent
    expect(sent.length).toBe(16);
  });

  it('sends a full batch at once when the page stalled', () => {
    const sent: SampleMessage[] = [];
    const b = new SampleBatcher((m) => sent.push(m));
    for (let i = 0; i < 32; i++) b.push(1000, 0, 0, 0, 0, 0, 0); // 32 samples, same time stamp
    expect(sent).toHaveLength(1);
    expect((sent[0] as Extract<SampleMessage, { kind: 'batch' }>).count).toBe(32);
  });
});

describe('IntervalMeter (SPEC.md intervalValidity)', () => {
  const run = (dts: (i: number) => number, n = 100) => {
    const m = new IntervalMeter();
    let t = 0;
    for (let i = 0; i < n; i++) {
      m.push(t);
      t += dts(i);
    }
    return m.check();
  };
  it('passes a 60 Hz phone with a little jitter', () => {
    expect(run((i) => 16.67 + (i % 3) - 1)).toMatchObject({ validity: 'valid', intervalMs: expect.closeTo(16.67, 0) });
  });
  it('flags a 20 Hz phone as too slow', () => {
    expect(run(() => 50).validity).toBe('tooSlow');
  });
  it('flags bursts with gaps as irregular', () => {
    expect(run((i) => (i % 3 === 0 ? 45 : 2)).validity).toBe('irregular');
  });
  it('waits for enough samples', () => {
    expect(run(() => 16, 10)).toMatchObject({ validity: 'unknown', intervalMs: null });
  });
});
