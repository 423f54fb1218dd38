/** The host keeps its token in localStorage, so a reloaded or reopened host page gets its room back. */
const key = (roomId: string) => `pg:host:${roomId}`;

export function loadHostToken(roomId: string): string | null {
  try {
    return localStorage.getItem(key(roomId));
  } catch {
    return null;
  }
}

export function saveHostToken(roomId: string, token: string): void {
  try {
    localStorage.setItem(key(roomId), token);
  } catch {
    // Without storage the host still works; only a reload loses the room.
  }
}
