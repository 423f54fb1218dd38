import { beforeEach, describe, expect, it } from 'vitest';
import { SoundEngine, type SoundBackend, type Timers } from '../../../src/sound/engine';
import { SOUND_LABELS, SOUND_TABLE, START_TIMEOUT_MS, type SoundEntry, type SoundLabel } from '../../../src/sound/table';

/** A backend that records what it was asked to do; voices start only when the test says so. */
class FakeBackend implements SoundBackend {
  next = 1;
  plays: { voice: number; label: SoundLabel; volume: number; rate: number }[] = [];
  stopped: number[] = [];
  play(entry: SoundEntry, volume: number): number {
    const voice = this.next++;
    this.plays.push({ voice, label: entry.label, volume, rate: entry.pitch });
    return voice;
  }
  stop(voice: number): void {
    this.stopped.push(voice);
  }
}

/** A manual clock: `advance` runs the timers that fall due. */
class FakeTimers implements Timers {
  t = 0;
  private timers: { at: number; fn: () => void; live: boolean }[] = [];
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    const h = { at: this.t + ms, fn, live: true };
    this.timers.push(h);
    return h;
  };
  clearTimeout = (h: unknown) => {
    (h as { live: boolean }).live = false;
  };
  advance(ms: number) {
    this.t += ms;
    for (const h of this.timers.filter((x) => x.live && x.at <= this.t)) {
      h.live = false;
      h.fn();
    }
  }
}

const entry = (label: SoundLabel, limit: 1 | 2 | 5, limitType: 'sliding' | 'dropping'): SoundEntry => ({ ...SOUND_TABLE[label], limit, limitType });
const table = (over: Partial<Record<SoundLabel, SoundEntry>>) => ({ ...SOUND_TABLE, ...over });

let backend: FakeBackend;
let timers: FakeTimers;
beforeEach(() => {
  backend = new FakeBackend();
  timers = new FakeTimers();
});

describe('sound table', () => {
  it('has every label once, pitch 1, a limit of 1, 2 or 5 and a volume in 0..1', () => {
    for (const label of SOUND_LABELS) {
      const e = SOUND_TABLE[label];
      expect(e.label).toBe(label);
      expect(e.pitch).toBe(1);
      expect([1, 2, 5]).toContain(e.limit);
      expect(e.volume).toBeGreaterThan(0);
      expect(e.volume).toBeLessThanOrEqual(1);
    }
    expect(new Set(Object.values(SOUND_TABLE).map((e) => e.order)).size).toBe(SOUND_LABELS.length);
  });
});

describe('concurrency limits', () => {
  it.each([1, 2, 5] as const)('sliding, limit %i: a new play stops the oldest voice', (limit) => {
    const engine = new SoundEngine(table({ cheer: entry('cheer', limit, 'sliding') }), backend, timers);
    const ids = Array.from({ length: limit }, () => engine.play('cheer')!);
    ids.forEach((id) => engine.started(id));
    expect(backend.stopped).toEqual([]);
    const newest = engine.play('cheer')!;
    expect(backend.stopped).toEqual([ids[0]]);
    expect(engine.active('cheer')).toEqual([...ids.slice(1), newest]);
  });

  it.each([1, 2, 5] as const)('dropping, limit %i: a new play is ignored while the limit is full', (limit) => {
    const engine = new SoundEngine(table({ itemHit: entry('itemHit', limit, 'dropping') }), backend, timers);
    const ids = Array.from({ length: limit }, () => engine.play('itemHit'));
    expect(ids.every((x) => x !== null)).toBe(true);
    expect(engine.play('itemHit')).toBeNull();
    expect(backend.plays).toHaveLength(limit);
    expect(backend.stopped).toEqual([]);
    // Once one ends, there is room again.
    engine.ended(ids[0]!);
    expect(engine.play('itemHit')).not.toBeNull();
  });

  it('counts each sound on its own', () => {
    const engine = new SoundEngine(table({ fanfare: entry('fanfare', 1, 'dropping'), join: entry('join', 1, 'dropping') }), backend, timers);
    expect(engine.play('fanfare')).not.toBeNull();
    expect(engine.play('join')).not.toBeNull();
    expect(engine.play('fanfare')).toBeNull();
  });

  it('plays at the table volume times the master volume, pitch 1', () => {
    const engine = new SoundEngine(SOUND_TABLE, backend, timers);
    engine.setVolume(0.5);
    engine.play('cheer');
    expect(backend.plays[0]).toMatchObject({ label: 'cheer', volume: SOUND_TABLE.cheer.volume * 0.5, rate: 1 });
  });

  it('muted plays nothing and stops what plays', () => {
    const engine = new SoundEngine(SOUND_TABLE, backend, timers);
    const id = engine.play('fanfare')!;
    engine.setMuted(true);
    expect(backend.stopped).toEqual([id]);
    expect(engine.play('fanfare')).toBeNull();
  });
});

describe('late start', () => {
  it(`stops a voice that has not started ${START_TIMEOUT_MS} ms after the play`, () => {
    const engine = new SoundEngine(SOUND_TABLE, backend, timers);
    const id = engine.play('fanfare')!;
    timers.advance(START_TIMEOUT_MS - 1);
    expect(backend.stopped).toEqual([]);
    timers.advance(1);
    expect(backend.stopped).toEqual([id]);
    expect(engine.active()).toEqual([]);
  });

  it('stops a voice whose start is reported 1000 ms or more late', () => {
    const engine = new SoundEngine(SOUND_TABLE, backend, { ...timers, setTimeout: () => null, clearTimeout: () => {} });
    const id = engine.play('join')!;
    timers.t += START_TIMEOUT_MS;
    engine.started(id);
    expect(backend.stopped).toEqual([id]);
  });

  it('keeps a voice that started in time, until it ends', () => {
    const engine = new SoundEngine(SOUND_TABLE, backend, timers);
    const id = engine.play('fanfare')!;
    timers.advance(999);
    engine.started(id);
    timers.advance(5000);
    expect(backend.stopped).toEqual([]);
    expect(engine.active('fanfare')).toEqual([id]);
    engine.ended(id);
    expect(engine.active('fanfare')).toEqual([]);
  });

  it('a voice stopped for being late frees its slot for a dropping sound', () => {
    const engine = new SoundEngine(table({ fanfare: entry('fanfare', 1, 'dropping') }), backend, timers);
    engine.play('fanfare');
    expect(engine.play('fanfare')).toBeNull();
    timers.advance(START_TIMEOUT_MS);
    expect(engine.play('fanfare')).not.toBeNull();
  });
});
