import diff from 'microdiff';

/**
 * A compact patch: `[path]` removes, `[path, value]` sets. Versioned so a receiver that missed
 * one asks for a snapshot instead of drifting (boardgame.io's pattern, STYLE.md #6).
 */
export type PatchOp = [path: (string | number)[]] | [path: (string | number)[], value: unknown];
export type Patch = { from: number; to: number; ops: PatchOp[] };
export type Snapshot<T> = { to: number; full: T };
export type ViewMessage<T> = Patch | Snapshot<T>;

export function isSnapshot<T>(m: ViewMessage<T>): m is Snapshot<T> {
  return 'full' in m;
}

/**
 * A list keyed by each item's `key` (a number that only grows: a sequence, an id). A list that
 * drops its oldest item moves every index, and `diffOps` then rewrites the whole list in one
 * patch; keyed, an arrival is one op and a departure one removal. Integer keys iterate in
 * ascending order, so `Object.values` gives the list back in order.
 */
export function keyedBy<T, K extends keyof T>(list: readonly T[], key: K): Record<number, T> {
  const out: Record<number, T> = {};
  for (const x of list) out[x[key] as number] = x;
  return out;
}

/**
 * Ops turning `prev` into `next`. Arrays are diffed index by index like objects, never replaced
 * whole: a changed element is set at its index (or deeper, field by field, when it is an object on
 * both sides), new elements are set at theirs, and a shorter array gets one removal per index past
 * its new length (`applyOps` truncates). Removing from the middle therefore rewrites every later
 * index. A value that changes kind (array ↔ object, object ↔ primitive) is set whole.
 */
export function diffOps(prev: object, next: object): PatchOp[] {
  const ops: PatchOp[] = [];
  // Views are plain JSON, never cyclic: microdiff's cycle guard (a stack search per object) is waste here.
  for (const d of diff(prev as Record<string, unknown>, next as Record<string, unknown>, { cyclesFix: false })) {
    if (d.type === 'REMOVE') ops.push([d.path]);
    else ops.push([d.path, d.value]);
  }
  return ops;
}

/**
 * The same ops with each path written against the one before it: a path that begins with a number
 * `n` is the previous op's first `n` keys, then the rest. A state's top-level keys are names, never
 * numbers, so no absolute path begins with one. A burst of changes under one parent (a hundred
 * players' fields on the big screen, a phone's own status fields) then stops repeating the parent:
 * what a worker posts to its page shrinks by about half (npm run bench:patches).
 */
export function packOps(ops: readonly PatchOp[]): PatchOp[] {
  const out: PatchOp[] = [];
  let prev: readonly (string | number)[] = [];
  for (const op of ops) {
    const path = op[0];
    let keep = 0;
    while (keep < path.length - 1 && keep < prev.length && path[keep] === prev[keep]) keep++;
    const packed = keep >= 2 ? [keep, ...path.slice(keep)] : path;
    out.push(op.length === 1 ? [packed] : [packed, op[1]]);
    prev = path;
  }
  return out;
}

/** Applies ops in place (packed or not: `packOps`). Works on plain objects and on Valtio proxies alike. */
export function applyOps(target: Record<string, unknown>, ops: readonly PatchOp[]): void {
  let prev: (string | number)[] = [];
  for (const op of ops) {
    const written = op[0];
    const path = typeof written[0] === 'number' ? [...prev.slice(0, written[0]), ...written.slice(1)] : written;
    prev = path;
    if (path.length === 0) continue;
    let node: Record<string | number, unknown> = target;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      let child = node[key];
      if (child === null || typeof child !== 'object') {
        child = typeof path[i + 1] === 'number' ? [] : {};
        node[key] = child;
      }
      node = child as Record<string | number, unknown>;
    }
    const last = path[path.length - 1]!;
    if (op.length === 1) {
      // microdiff compares arrays index by index, so removals are always a tail: truncate.
      if (Array.isArray(node) && typeof last === 'number') node.length = Math.min(node.length, last);
      else delete node[last];
    } else {
      node[last] = clone(op[1]);
    }
  }
}

function clone<T>(v: T): T {
  return v !== null && typeof v === 'object' ? structuredClone(v) : v;
}
