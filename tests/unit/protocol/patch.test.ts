import { describe, expect, it } from 'vitest';
import { applyOps, diffOps, keyedBy, packOps, type PatchOp } from '../../../src/protocol/patch';

describe('patches', () => {
  const cases: [string, object, object][] = [
    ['nested change', { a: { b: 1, c: 2 } }, { a: { b: 1, c: 3 } }],
    ['added key', { a: 1 }, { a: 1, b: { c: [1, 2] } }],
    ['removed key', { a: 1, b: 2 }, { a: 1 }],
    ['array grows', { l: [1, 2] }, { l: [1, 2, 3, 4] }],
    ['array shrinks by several', { l: [{ id: 1 }, { id: 2 }, { id: 3 }] }, { l: [{ id: 1 }] }],
    ['array item changes', { l: [{ n: 'a' }, { n: 'b' }] }, { l: [{ n: 'a' }, { n: 'c' }] }],
    ['null to object', { v: null }, { v: { x: 1 } }],
    ['object to null', { v: { x: 1 } }, { v: null }],
  ];
  it.each(cases)('turns prev into next: %s', (_, prev, next) => {
    const target = structuredClone(prev) as Record<string, unknown>;
    applyOps(target, diffOps(prev, next));
    expect(target).toEqual(next);
  });

  it('is empty when nothing changed', () => {
    expect(diffOps({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });

  it('sends only what changed', () => {
    const players = Array.from({ length: 100 }, (_, i) => ({ id: String(i), name: `p${i}`, connected: true }));
    const next = structuredClone(players);
    next[42]!.connected = false;
    const ops = diffOps({ players }, { players: next });
    expect(ops).toEqual([[['players', 42, 'connected'], false]]);
  });

  it('does not share objects with the op it applied', () => {
    const value = { x: [1] };
    const target: Record<string, unknown> = {};
    applyOps(target, [[['v'], value]]);
    value.x.push(2);
    expect(target).toEqual({ v: { x: [1] } });
  });

  it('packs each path against the one before, and applies packed ops as it applies the ops', () => {
    const prev = {
      view: {
        game: {
          board: {
            players: [
              { a: 1, b: 1 },
              { a: 1, b: 1 },
            ],
            status: 'x',
          },
        },
      },
      intents: {},
    };
    const next = { view: { game: { board: { players: [{ a: 2, b: 3 }, { a: 4 }], status: 'y' } } }, intents: { vote: { pending: true } } };
    const ops = diffOps(prev, next);
    const packed = packOps(ops);
    expect(packed.slice(0, 2)).toEqual([
      [['view', 'game', 'board', 'players', 0, 'a'], 2],
      [[5, 'b'], 3],
    ]);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(ops).length * 0.7);
    const a = structuredClone(prev) as Record<string, unknown>;
    applyOps(a, packed);
    expect(a).toEqual(next);
  });

  it('keeps removals, whole values and unrelated paths as they were', () => {
    const ops: PatchOp[] = [[['l', 2]], [['v'], { x: [1] }], [['v', 'x', 0], 5], [['w']]];
    const a: Record<string, unknown> = { l: [1, 2, 3, 4], w: 1 };
    applyOps(a, packOps(ops));
    expect(a).toEqual({ l: [1, 2], v: { x: [5] } });
  });

  it('a list that drops its oldest, keyed by its sequence: one removal and one arrival, in order', () => {
    const log = (from: number) => [from, from + 1, from + 2].map((seq) => ({ seq, text: `line ${seq}` }));
    const ops = diffOps({ l: keyedBy(log(1), 'seq') }, { l: keyedBy(log(2), 'seq') });
    expect(ops).toEqual([[['l', '1']], [['l', '4'], { seq: 4, text: 'line 4' }]]);
    // As a list, every index changed.
    expect(diffOps({ l: log(1) }, { l: log(2) })).toHaveLength(6);
    expect(Object.values(keyedBy(log(8), 'seq')).map((x) => x.seq)).toEqual([8, 9, 10]);
  });
});
