import { client } from '../../engine/clientStore';
import { sendIntent } from '../../engine/socketClient';
import { Events } from '../../protocol/events';

/**
 * When the page comes back to the foreground (the phone was locked, another app was open), asks
 * the server for a fresh snapshot of the view, so patches missed while the page slept are
 * replaced at once. A socket that dropped meanwhile is brought back by socket.io's own
 * reconnection, and the server sends a snapshot on every (re)connection.
 */
export function resyncWhenVisible(): () => void {
  let wasHidden = document.visibilityState === 'hidden';
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      wasHidden = true;
      return;
    }
    if (!wasHidden) return;
    wasHidden = false;
    if (client.conn.status === 'connected') sendIntent(Events.resync, {});
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}
