/**
 * The big screen of one room: creates it, runs team selection, starts jump rope, and while the
 * window lasts closes each result and starts the next game, as a host playing on would.
 */
import { Events } from '../../src/protocol/events';
import type { HostView } from '../../src/protocol/views';
import type { Gm116Board } from '../../src/games/gm116/rules/views';
import { Link } from './link';
import type { Run } from './run';

/** A host reads the result for a moment before closing it, and starts the next game soon after. */
const RESULT_READ_MS = 1_000;
const NEXT_GAME_MS = 1_000;

export class Host {
  link!: Link<HostView>;
  roomId = '';
  private ending = false;
  private looping = false;
  private marker = '';
  private timers = new Set<NodeJS.Timeout>();

  constructor(private run: Run) {}

  async create(urls: string[]): Promise<void> {
    const res = await fetch(`${urls[0]}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(60_000),
    });
    if (res.status !== 201) throw new Error(`room creation ${res.status}: ${await res.text()}`);
    const room = (await res.json()) as { roomId: string; hostToken: string };
    this.roomId = room.roomId;
    this.link = new Link<HostView>(this.run, 'host', urls, 0, { role: 'host', roomId: room.roomId, hostToken: room.hostToken });
    this.link.onView = () => this.react();
    await this.link.open();
  }

  async command(cmd: { type: string } & Record<string, unknown>): Promise<void> {
    const ack = await this.link.ask(Events.host, cmd);
    if (!ack?.ok) throw new Error(`host ${cmd.type}: ${JSON.stringify(ack)}`);
  }

  /**
   * A setup step on a server that may be slow to answer: an ack that times out is not a refusal,
   * so the step counts as done once the view shows it (sent again every 30 s meanwhile).
   */
  async step(cmd: { type: string } & Record<string, unknown>, done: (v: HostView) => boolean, ms = 180_000): Promise<void> {
    const deadline = Date.now() + ms;
    for (;;) {
      const ack = await this.link.ask(Events.host, cmd);
      if (ack && !ack.ok) throw new Error(`host ${cmd.type}: ${JSON.stringify(ack)}`);
      try {
        await this.link.until(done, Math.max(1, Math.min(30_000, deadline - Date.now())));
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`host ${cmd.type}: not done after ${ms / 1000} s`);
      }
    }
  }

  startGame(): Promise<void> {
    return this.command({ type: 'startGame', gameId: 'gm116', mode: 'T0' });
  }

  /** From now on, every finished game is closed and the next one started. */
  loopGames(): void {
    this.looping = true;
  }

  stop(): void {
    this.looping = false;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private after(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  private react(): void {
    const g = this.link.view?.game;
    const board = g?.board as Gm116Board | null | undefined;
    const marker = `${g?.phase}|${g?.status}|${board?.rope?.index}|${board?.rope?.judged}`;
    if (marker !== this.marker) {
      this.marker = marker;
      this.run.progressed();
    }
    if (!this.looping || this.ending || g?.phase !== 'result') return;
    this.ending = true;
    this.after(RESULT_READ_MS, () => {
      void this.link.ask(Events.host, { type: 'endGame' }).then(() => {
        this.after(NEXT_GAME_MS, () => {
          this.ending = false;
          if (this.looping) void this.link.ask(Events.host, { type: 'startGame', gameId: 'gm116', mode: 'T0' });
        });
      });
    });
  }
}
