import { networkInterfaces } from 'node:os';

/** The first address phones on the LAN can reach: IPv4, not loopback, not link-local. */
export function lanAddress(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal && !a.address.startsWith('169.254.')) return a.address;
    }
  }
  return null;
}
