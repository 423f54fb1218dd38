import { clientConfig } from '../../engine/clientConfig';

/** This page's host plus the hosts the server names as its game hosts (GET /api/client-config `gameHosts`). */
export async function gameHosts(): Promise<string[]> {
  const config = (await clientConfig()) as Awaited<ReturnType<typeof clientConfig>> & { gameHosts?: unknown };
  const extra = Array.isArray(config.gameHosts) ? config.gameHosts.filter((h): h is string => typeof h === 'string') : [];
  return [location.host, ...extra];
}
