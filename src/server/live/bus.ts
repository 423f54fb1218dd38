import type { Redis } from 'ioredis';
import type { Log } from '../log';

const channel = (proc: string) => `pg:bus:${proc}`;

type Envelope = { from: string; id?: number; reply?: number; body?: unknown; failed?: string };

export class BusTimeout extends Error {
  constructor(to: string) {
    super(`no answer from process ${to}`);
    this.name = 'BusTimeout';
  }
}

/**
 * Messages between server processes, point to point: each process listens on its own Redis
 * channel. A socket that reached a process which does not own its room is relayed to the owner
 * through here (inputs one way, views the other). The socket.io adapter is not used for this: it
 * sends every packet to every process, where this needs one owner and one relay.
 */
export class Bus {
  private seq = 0;
  private waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; timer: NodeJS.Timeout }>();
  private handler: (from: string, body: unknown) => unknown = () => undefined;

  private constructor(
    private pub: Redis,
    private sub: Redis,
    readonly proc: string,
    private log: Log,
  ) {}

  static async open(pub: Redis, sub: Redis, proc: string, log: Log): Promise<Bus> {
    const bus = new Bus(pub, sub, proc, log);
    sub.on('message', (_ch: string, text: string) => bus.receive(text));
    await sub.subscribe(channel(proc));
    return bus;
  }

  /** What this process does with a message; a request is answered with what it returns (or resolves to). */
  on(handler: (from: string, body: unknown) => unknown): void {
    this.handler = handler;
  }

  request<T>(to: string, body: unknown, timeoutMs: number): Promise<T> {
    const id = ++this.seq;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new BusTimeout(to));
      }, timeoutMs);
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      void this.send(to, { from: this.proc, id, body });
    });
  }

  /**
   * Sends without waiting for an answer; resolves false when it reached nobody: Redis was away, or
   * the other process was not listening (yet: it resubscribes when Redis comes back).
   */
  notify(to: string, body: unknown): Promise<boolean> {
    return this.send(to, { from: this.proc, body });
  }

  private send(to: string, env: Envelope): Promise<boolean> {
    return this.pub.publish(channel(to), JSON.stringify(env)).then(
      (receivers) => receivers > 0,
      (err: unknown) => {
        this.log.warn({ err, to }, 'bus message not sent');
        return false;
      },
    );
  }

  private receive(text: string): void {
    let env: Envelope;
    try {
      env = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (env.reply !== undefined) {
      const w = this.waiting.get(env.reply);
      if (!w) return;
      this.waiting.delete(env.reply);
      clearTimeout(w.timer);
      if (env.failed) w.reject(new Error(env.failed));
      else w.resolve(env.body);
      return;
    }
    let result: unknown;
    try {
      result = this.handler(env.from, env.body);
    } catch (err) {
      result = Promise.reject(err);
    }
    if (env.id === undefined) return;
    const id = env.id;
    Promise.resolve(result).then(
      (body) => void this.send(env.from, { from: this.proc, reply: id, body: body ?? null }),
      (err: Error) => void this.send(env.from, { from: this.proc, reply: id, failed: err.message }),
    );
  }

  close(): void {
    for (const w of this.waiting.values()) clearTimeout(w.timer);
    this.waiting.clear();
    this.sub.disconnect();
  }
}
