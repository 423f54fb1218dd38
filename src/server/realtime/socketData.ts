export type SocketData =
  | { role: 'phone'; roomId: string; playerId: string }
  | { role: 'host'; roomId: string; playerId: '' };
