/**
 * Before the window: R rooms, each with its host and N phones that join (spread over a few
 * seconds, as players arrive), upload their photos, answer the sensor check and pick a team, half
 * left and half right. A phone the server refuses or never answers sits the run out, counted.
 */
import { Host } from './hostClient';
import { Phone } from './phoneClient';
import { jpegDataUrl } from './photo';
import type { Run } from './run';

/** Joins are spread over this long, as players arrive over a moment rather than all at once. */
const JOIN_SPREAD_MS = 8_000;
const SETUP_TIMEOUT_MS = 240_000;

export type Rooms = {
  hosts: Host[];
  /** Every phone made, joined or not (all are closed at the end). */
  phones: Phone[];
  /** The phones seated in a team: the ones that play. */
  joined: Phone[];
  failures: Record<string, number>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const short = (err: unknown) =>
  String((err as Error)?.message ?? err)
    .split('\n')[0]!
    .slice(0, 90);

/**
 * Waits for each phone's step, at most `ms` in all: a phone still waiting then (a server too slow
 * to seat it) sits the run out like a refused one, and the run goes on with the others.
 */
async function within(steps: Promise<Phone | null>[], phones: (Phone | null)[], ms: number, late: (p: Phone) => void): Promise<(Phone | null)[]> {
  const done: (Phone | null | undefined)[] = steps.map(() => undefined);
  steps.forEach(
    (s, i) =>
      void s.then((p) => {
        done[i] = p;
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(steps),
    new Promise((r) => {
      timer = setTimeout(r, ms);
    }),
  ]);
  clearTimeout(timer);
  return done.map((d, i) => {
    if (d !== undefined) return d;
    if (phones[i]) late(phones[i]!);
    return null;
  });
}

/**
 * Fills the rooms into `into` as it goes, so that whatever was made is closed even when a step fails.
 * With several server processes, rooms are created on the first and phone i joins process i mod P.
 */
export async function fillRooms(
  run: Run,
  into: Rooms,
  o: { urls: string[]; rooms: number; phones: number; photos: boolean; maxMotion: boolean },
  say: (line: string) => void,
): Promise<void> {
  const { hosts, phones, failures } = into;
  for (let r = 0; r < o.rooms; r++) {
    const host = new Host(run);
    hosts.push(host);
    await host.create(o.urls);
  }
  const spacing = Math.min(50, JOIN_SPREAD_MS / (o.rooms * o.phones));
  const failed = new Set<Phone>();
  const fail = (p: Phone, err: unknown) => {
    // A phone given up on for being slow may still fail later: count it once.
    if (failed.has(p)) return;
    failed.add(p);
    run.m.setupFailures++;
    failures[short(err)] = (failures[short(err)] ?? 0) + 1;
    p.close();
  };
  const joins: Promise<Phone | null>[] = [];
  for (let r = 0; r < o.rooms; r++) {
    for (let i = 0; i < o.phones; i++) {
      const phone = new Phone(run, `r${r}p${i}`, o.maxMotion);
      phones.push(phone);
      const at = (r * o.phones + i) * spacing;
      joins.push(
        sleep(at)
          .then(() => phone.join(o.urls, i % o.urls.length, hosts[r]!.roomId, o.photos ? jpegDataUrl() : null))
          .then(
            () => phone,
            (err) => {
              fail(phone, err);
              return null;
            },
          ),
      );
    }
  }
  const progress = setInterval(() => say(`  … ${phones.filter((p) => p.joined).length} joined, ${run.m.setupFailures} refused`), 15_000);
  const slow = (what: string) => (p: Phone) => fail(p, new Error(`no answer while ${what} in ${SETUP_TIMEOUT_MS / 1000} s`));
  const seated = await within(joins, phones, SETUP_TIMEOUT_MS, slow('joining')).finally(() => clearInterval(progress));
  await Promise.all(hosts.map((h) => h.step({ type: 'startTeamSelect' }, (v) => v.system.status === 'teamSelect')));
  const teams = seated.map((p, n) =>
    p
      ? p.pickTeam((n % o.phones) % 2 ? 'right' : 'left').then(
          () => p,
          (err) => {
            fail(p, err);
            return null;
          },
        )
      : Promise.resolve(null),
  );
  const teamed = await within(teams, seated, SETUP_TIMEOUT_MS, slow('picking a team'));
  into.joined = teamed.filter((p): p is Phone => p !== null);
  await Promise.all(hosts.map((h) => h.step({ type: 'fixTeams' }, (v) => v.system.teamsFixed)));
}
