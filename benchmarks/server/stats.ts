/** Figures gathered during one run of one scenario, and the small containers they live in. */

/** Every sample kept: a run has at most a few hundred thousand, and exact quantiles need no sketch. */
export class Samples {
  private xs: number[] = [];
  private sorted = true;

  add(x: number): void {
    this.xs.push(x);
    this.sorted = false;
  }

  get count(): number {
    return this.xs.length;
  }

  quantile(q: number): number {
    if (this.xs.length === 0) return NaN;
    if (!this.sorted) {
      this.xs.sort((a, b) => a - b);
      this.sorted = true;
    }
    return this.xs[Math.min(this.xs.length - 1, Math.max(0, Math.ceil(q * this.xs.length) - 1))]!;
  }

  get max(): number {
    return this.quantile(1);
  }

  summary(): Quantiles {
    return { count: this.count, p50: this.quantile(0.5), p95: this.quantile(0.95), p99: this.quantile(0.99), max: this.max };
  }
}

export type Quantiles = { count: number; p50: number; p95: number; p99: number; max: number };

/** Counts by key (error codes, judged results). */
export class Tally {
  readonly counts: Record<string, number> = {};

  add(key: string, n = 1): void {
    this.counts[key] = (this.counts[key] ?? 0) + n;
  }

  get(key: string): number {
    return this.counts[key] ?? 0;
  }

  get total(): number {
    return Object.values(this.counts).reduce((a, b) => a + b, 0);
  }
}

/** Error keys of a lost room lock (2005 LOCK_FAILED, 2006 UNLOCK_FAILED). */
export const LOCK_ERRORS = ['Room-2005', 'Room-2006'];

/** What the load generator sees of one run, split by the phase it happened in where that matters. */
export class Metrics {
  /** Ack latency (ms) of every acked emit sent in the measured window (clock pings apart). */
  readonly ack = new Samples();
  /** Ack latency of the profile updates (with their photos) while joining. */
  readonly joinAck = new Samples();
  /** Clock-ping round trips of the phones' own bursts, in the window. */
  readonly ping = new Samples();
  /** Round trips of the dense stall probe (one ping every PROBE_MS per server process). */
  readonly probe = new Samples();
  /** |estimated − true| clock offset after each phone's burst (ms): how far slow pongs threw the clock sync off. */
  readonly syncError = new Samples();
  /** How late the generator sent each hop against its plan (ms): the generator's own lag. */
  readonly hopLag = new Samples();
  ackTimeouts = 0;
  /** Acks never to come: their socket dropped first (the disconnect is counted). */
  acksLost = 0;
  /** Refused acks, by error key and event ("SP03-204 updateProfile"). */
  readonly ackErrors = new Tally();
  /** `error` events the server pushed, by code. */
  readonly errorEvents = new Tally();
  /** Emits in the window: intents (acked), motion (fire and forget), the phones' clock pings, the stall probe's pings. */
  readonly sent = { acked: 0, motion: 0, ping: 0, probe: 0 };
  readonly views = { phoneBytes: 0, phoneMsgs: 0, hostBytes: 0, hostMsgs: 0 };
  /** Disconnects the bench did not ask for, and when (ms since the window began; negative: while joining). */
  readonly disconnectsAt: number[] = [];
  connectErrors = 0;
  reconnects = 0;
  resyncs = 0;
  /** Emits skipped because the socket was down at the time. */
  droppedWhileDown = 0;
  /** Every judged pass of a phone's own turn, by result type. */
  readonly judged = new Tally();
  /** Hops sent in time for their pass, timed with a good clock sync. */
  hops = 0;
  /** Passes judged out although this phone sent an on-time jump for them. */
  wrongOuts = 0;
  readonly wrongOutsAt: number[] = [];
  /** Outs after a hop the generator itself sent too late to count: the generator's fault, not the server's. */
  lateOuts = 0;
  /** Outs after a hop timed with a clock sync off by more than 100 ms (the server's pongs were slow). */
  offClockOuts = 0;
  /** Outs where no hop was sent (socket down, clock not synced yet): expected, not wrong. */
  unsentOuts = 0;
  /** Phones that could not join or pick a team (they sit the run out). */
  setupFailures = 0;
  readonly setupErrors = new Tally();

  get disconnects(): number {
    return this.disconnectsAt.length;
  }

  /**
   * Refused acks with a lock error, and lock errors pushed for what has no ack (motion). An intent's
   * refusal also comes as an `error` event naming it: counted once, by its ack.
   */
  lockFailures(): number {
    const locked = (key: string) => LOCK_ERRORS.some((e) => key === e || key.startsWith(`${e} `));
    const acked = Object.entries(this.ackErrors.counts).reduce((n, [k, v]) => n + (locked(k) ? v : 0), 0);
    const pushed = Object.entries(this.errorEvents.counts).reduce((n, [k, v]) => n + (locked(k) && (!k.includes(' ') || k.endsWith(' motion')) ? v : 0), 0);
    return acked + pushed;
  }
}
