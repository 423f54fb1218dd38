export type SocketData =
  | { role: 'phone'; roomId: string; playerId: string; tokenHash: string }
  | { role: 'host'; roomId: string; playerId: ''; tokenHash: '' };
