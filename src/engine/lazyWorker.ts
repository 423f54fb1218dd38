import { releaseProxy, wrap, type Remote } from 'comlink';

/**
 * An on-demand worker (STYLE.md #9, squoosh's worker bridge): started by the first call, with a
 * ready handshake, and terminated after `idleMs` without calls. Calls made meanwhile share it.
 */
export class LazyWorker<T extends { ready(): true }> {
  private worker: Worker | null = null;
  private remote: Promise<Remote<T>> | null = null;
  private busy = 0;
  private idle: ReturnType<typeof setTimeout> | null = null;
  /** Workers started so far (tests watch the lifecycle). */
  starts = 0;

  constructor(
    private readonly create: () => Worker,
    readonly idleMs = 10_000,
  ) {}

  get running(): boolean {
    return this.worker !== null;
  }

  async call<R>(fn: (api: Remote<T>) => Promise<R>): Promise<R> {
    this.busy++;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    try {
      return await fn(await this.start());
    } finally {
      if (--this.busy === 0) this.idle = setTimeout(() => this.stop(), this.idleMs);
    }
  }

  stop(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    void this.remote?.then((r) => r[releaseProxy]()).catch(() => {});
    this.worker?.terminate();
    this.worker = null;
    this.remote = null;
  }

  private start(): Promise<Remote<T>> {
    if (!this.remote) {
      this.starts++;
      const worker = this.create();
      this.worker = worker;
      const r = wrap<T>(worker);
      this.remote = (async () => {
        await r.ready();
        return r;
      })();
    }
    return this.remote;
  }
}
