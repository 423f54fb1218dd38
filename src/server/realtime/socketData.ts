import type { Route } from '../live/router';

export type SocketData = { roomId: string; route: Route } & (
  { role: 'phone'; playerId: string; tokenHash: string } | { role: 'host'; playerId: ''; tokenHash: '' }
);
