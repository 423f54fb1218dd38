import type { Socket } from 'socket.io';
import { Events } from '../../protocol/events';
import { CapabilityReport, UpdateProfile, UpdateTeam } from '../../protocol/schemas';
import { ChargeIntent, CheerIntent, EmoteIntent, StopRouletteIntent, ThrowItemIntent, VoteIntent } from '../../protocol/system';
import type { Log } from '../log';
import { reportCapability } from '../rooms/capability';
import { charge, cheer, emote, stopRoulette, throwItem } from '../rooms/flow';
import { updateProfile, type WordFilter } from '../rooms/profile';
import { chooseTeam } from '../rooms/teams';
import { vote } from '../rooms/voting';
import { onIntent } from './intent';
import type { RoomOps } from './roomOps';

/** The system scene's intents from a phone (SPEC.md §4 system events). */
export function registerPhoneIntents(socket: Socket, roomId: string, playerId: string, ops: RoomOps, log: Log, isForbidden: () => WordFilter): void {
  const on = <S extends Parameters<typeof onIntent>[3]>(name: string, schema: S, rule: (p: import('zod').infer<S>) => Parameters<RoomOps['apply']>[1]) =>
    onIntent(socket, log, name, schema, (payload) => ops.apply(roomId, rule(payload)));
  on(Events.updateProfile, UpdateProfile, (p) => (room, ctx) => updateProfile(room, playerId, p, ctx, isForbidden()));
  on(Events.updateTeam, UpdateTeam, (p) => (room, ctx) => chooseTeam(room, playerId, p.team, ctx));
  on(Events.capability, CapabilityReport, (p) => (room) => reportCapability(room, playerId, p));
  on(Events.charge, ChargeIntent, (p) => (room) => charge(room, playerId, p.amount));
  on(Events.cheer, CheerIntent, () => (room) => cheer(room, playerId));
  on(Events.throwItem, ThrowItemIntent, (p) => (room, ctx) => throwItem(room, playerId, p.itemId, ctx));
  on(Events.vote, VoteIntent, (p) => (room, ctx) => vote(room, playerId, p.choice, ctx));
  on(Events.emote, EmoteIntent, (p) => (room) => emote(room, playerId, p.icon));
  on(Events.stopRoulette, StopRouletteIntent, () => (room, ctx) => stopRoulette(room, { playerId }, ctx));
}
