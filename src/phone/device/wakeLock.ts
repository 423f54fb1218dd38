type Sentinel = { released: boolean; release(): Promise<void>; addEventListener(type: 'release', cb: () => void): void };
type WakeLockApi = { request(type: 'screen'): Promise<Sentinel> };

/**
 * Keeps the screen on while the room is open (Screen Wake Lock API). The browser drops the lock
 * whenever the page is hidden; it is asked for again each time the page becomes visible.
 * Returns a stop function.
 */
export function keepScreenOn(): () => void {
  const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
  if (!api) return () => {};
  let sentinel: Sentinel | null = null;
  let stopped = false;
  const acquire = async () => {
    if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    try {
      sentinel = await api.request('screen');
      sentinel.addEventListener('release', () => {
        sentinel = null;
      });
    } catch {
      // Refused (battery saver, no gesture yet on some browsers): try again on the next tap.
    }
  };
  const onVisible = () => {
    void acquire();
  };
  document.addEventListener('visibilitychange', onVisible);
  document.addEventListener('pointerup', onVisible);
  void acquire();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisible);
    document.removeEventListener('pointerup', onVisible);
    void sentinel?.release().catch(() => {});
  };
}
