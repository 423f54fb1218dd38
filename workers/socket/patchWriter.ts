import { applyOps, packOps, type PatchOp } from '../../src/protocol/patch';

/**
 * Collects changes to the worker's state and posts them as one patch per operation
 * (proxx's setters-that-skip-unchanged, flushed once: STYLE.md #4).
 */
export class PatchWriter<S extends object> {
  private ops: PatchOp[] = [];
  private scheduled = false;
  /** Bytes posted so far, for the patch-size benchmark. */
  bytesPosted = 0;

  constructor(
    readonly state: S,
    private post: (ops: PatchOp[]) => void,
  ) {}

  /** Sets a value at `path`; skipped when it is already that (primitives only). */
  set(path: (string | number)[], value: unknown): void {
    let node: unknown = this.state;
    for (const k of path) node = node == null ? undefined : (node as Record<string | number, unknown>)[k];
    if (node === value && (value === null || typeof value !== 'object')) return;
    this.push([[...path], value]);
  }

  /** Ops made elsewhere (a server patch), under a prefix. */
  forward(prefix: (string | number)[], ops: readonly PatchOp[]): void {
    for (const op of ops) this.push(op.length === 1 ? [[...prefix, ...op[0]]] : [[...prefix, ...op[0]], op[1]]);
  }

  private push(op: PatchOp): void {
    applyOps(this.state as Record<string, unknown>, [op]);
    this.ops.push(op);
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => this.flush());
    }
  }

  /** Posts the ops gathered since the last flush, their paths packed (`packOps`: `applyOps` reads them). */
  flush(): void {
    this.scheduled = false;
    if (this.ops.length === 0) return;
    const ops = packOps(this.ops);
    this.ops = [];
    this.bytesPosted += JSON.stringify(ops).length;
    this.post(ops);
  }
}
