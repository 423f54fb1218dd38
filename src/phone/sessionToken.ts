/** The phone's seat token lives in sessionStorage: a reload keeps the seat, a new tab gets its own. */
const key = (roomId: string) => `pg:seat:${roomId}`;

export function sessionStorageAvailable(): boolean {
  try {
    const probe = '__pg_probe__';
    sessionStorage.setItem(probe, '1');
    sessionStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function loadSeatToken(roomId: string): string | null {
  try {
    return sessionStorage.getItem(key(roomId));
  } catch {
    return null;
  }
}

export function saveSeatToken(roomId: string, token: string): void {
  try {
    sessionStorage.setItem(key(roomId), token);
  } catch {
    // Checked at start: a page without sessionStorage never gets here.
  }
}
