import type { AppError } from '../../protocol/errors';
import { appError, ErrorCodes } from '../../protocol/errors';
import type { Config } from '../config/config';
import type { RuleContext } from '../rooms/context';
import type { Room } from '../rooms/room';
import type { RoomStore } from '../rooms/roomStore';
import type { ViewSync } from './viewSync';

export type Rule = (room: Room, ctx: RuleContext) => AppError | null;

/**
 * Runs a rule on a room under its lock and sends the changed views. The rule decides and
 * mutates; the store persists; the views go out coalesced.
 */
export class RoomOps {
  /** Called with the room after every change (the channel re-arms its timers there). */
  onApplied: (room: Room) => void = () => {};

  constructor(private store: RoomStore, private views: ViewSync, private config: () => Config, private random: () => number = Math.random) {}

  ctx(now = Date.now()): RuleContext {
    return { config: this.config(), now, random: this.random };
  }

  async apply(roomId: string, rule: Rule): Promise<AppError | null> {
    const out = await this.store.update(roomId, (room) => rule(room, this.ctx()));
    if (!out) return appError('SP02', ErrorCodes.SP02.ROOM_ID_NOT_FOUND);
    this.views.changed(roomId);
    this.onApplied(out.room);
    return out.result;
  }
}
