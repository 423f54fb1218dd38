import type { Browser, Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { TV } from '../helpers';

export type HostCommand = Record<string, unknown> & { type: string };
export type HostViewLite = {
  room: { joinUrl: string; hostConnected: boolean };
  players: { id: string; name: string; team: string | null; spectator: boolean }[];
  system: { status: string; teamsFixed: boolean };
};

/**
 * The big screen for the phone tests: the host page creates the room and shows its QR code; the
 * session is driven through the host's own socket (the page's host token), so the test does not
 * depend on where the host page puts its buttons.
 */
export class HostDriver {
  private socket: Socket | null = null;
  view: HostViewLite | null = null;

  /** The join link the host's QR code carries. */
  joinUrl = '';

  private constructor(
    readonly page: Page,
    readonly roomId: string,
    readonly hostToken: string,
    private readonly origin: string,
  ) {}

  static async open(browser: Browser, origin: string): Promise<HostDriver> {
    const context = await browser.newContext(TV);
    const page = await context.newPage();
    await page.goto('/host?lng=en-US');
    await page.getByTestId('join-url').waitFor();
    await page.waitForURL(/rid=/);
    const roomId = new URL(page.url()).searchParams.get('rid')!;
    const hostToken = await page.evaluate(
      (rid) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(`pg:host:${rid}`),
      roomId,
    );
    if (!hostToken) throw new Error('no host token in the host page');
    const host = new HostDriver(page, roomId, hostToken, origin);
    await host.connect();
    host.joinUrl = (await host.snapshot()).room.joinUrl;
    return host;
  }

  async connect(): Promise<void> {
    const socket = io(this.origin, {
      path: '/api/groups/0/game',
      transports: ['websocket'],
      auth: { role: 'host', roomId: this.roomId, hostToken: this.hostToken },
      forceNew: true,
    });
    this.socket = socket;
    socket.on('view', (msg: { full?: HostViewLite }) => {
      if (msg.full) this.view = msg.full;
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  }

  disconnect(): void {
    this.socket?.disconnect();
    this.socket = null;
  }

  /** Sends a host command and waits for its ack; throws on a refusal. */
  async send(cmd: HostCommand): Promise<void> {
    const ack = (await this.socket!.timeout(5_000).emitWithAck('host', cmd)) as { ok: boolean; error?: unknown };
    if (!ack.ok) throw new Error(`host ${cmd.type} refused: ${JSON.stringify(ack.error)}`);
  }

  /** A fresh snapshot of the host's view (everyone, with ids). */
  async snapshot(): Promise<HostViewLite> {
    await this.socket!.timeout(5_000).emitWithAck('resync', {});
    await new Promise((r) => setTimeout(r, 150));
    return this.view!;
  }

  async playerId(name: string): Promise<string> {
    const v = await this.snapshot();
    const p = v.players.find((x) => x.name === name);
    if (!p) throw new Error(`no player ${name}`);
    return p.id;
  }

  async close(): Promise<void> {
    this.disconnect();
    await this.page.context().close();
  }
}
