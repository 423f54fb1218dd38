import { describe, expect, it } from 'vitest';
import { EIGHTH, eventsBetween, LOOP_S, midiToHz } from '../../../../src/games/gm139/host/score';

describe('gm139 music score (the big screen’s synthesised loop)', () => {
  it('repeats its loop seamlessly: any split of a span schedules each note once', () => {
    const whole = eventsBetween(0, 3 * LOOP_S);
    const parts = [0, 0.37, 1.9, LOOP_S, LOOP_S + 0.05, 2.5 * LOOP_S, 3 * LOOP_S];
    const split = parts.slice(1).flatMap((to, i) => eventsBetween(parts[i]!, to));
    expect(split).toEqual(whole);
    const first = eventsBetween(0, LOOP_S);
    expect(
      eventsBetween(LOOP_S, 2 * LOOP_S)
        .map((e) => ({ ...e, at: e.at - LOOP_S }))
        .map((e) => [e.voice, e.midi, e.at.toFixed(6)]),
    ).toEqual(first.map((e) => [e.voice, e.midi, e.at.toFixed(6)]));
    expect(eventsBetween(5, 5)).toEqual([]);
  });

  it('plays a tune in C major over a bass on every beat and a kick on the down beats', () => {
    const loop = eventsBetween(0, LOOP_S);
    const scale = new Set([0, 2, 4, 5, 7, 9, 11]);
    for (const e of loop.filter((x) => x.voice === 'lead' || x.voice === 'bass')) expect(scale.has(e.midi % 12)).toBe(true);
    const bass = loop.filter((e) => e.voice === 'bass');
    expect(bass).toHaveLength(LOOP_S / (2 * EIGHTH));
    expect(loop.filter((e) => e.voice === 'kick').every((e) => Math.round(e.at / EIGHTH) % 4 === 0)).toBe(true);
    expect(LOOP_S).toBeGreaterThan(10); // longer than most rounds' music: no audible loop seam
    expect(midiToHz(69)).toBe(440);
  });
});
