import { gameCtx, newKit, viewCtx } from '../../../src/games/common/time';
import { manifestOf, type BuiltGameId } from '../../../src/games/manifests';
import type { GameCommonView, GamePhase, HostGameView, PhoneGameView } from '../../../src/protocol/game';

/** Names as long as a room allows (12), wide letters and Cyrillic among them. */
const NAMES = ['Maximiliane', 'ＷＷＷＷＷＷＷＷＷＷＷＷ', 'Александрина', 'Bartholomäus', 'さくらこさくらこ', 'Jean-Baptist'];

/** A game's screens, phone (player p0's) and big screen alike, as its rules produce them. */
export type GameShots = { phone: PhoneGameView[]; host: HostGameView[] };

function common(id: BuiltGameId, phase: GamePhase, status: string, over: Partial<GameCommonView> = {}): GameCommonView {
  return {
    id,
    mode: 'T0',
    phase,
    status,
    tutorial: phase === 'tutorial' ? 'started' : 'completed',
    entryStatus: { teams: { left: { total: 3, entries: 3 }, right: { total: 3, entries: 2 } }, entry: true },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    ...over,
  };
}

/** A phone's common part: the same, without the status a phone does not get. */
function phoneCommon(id: BuiltGameId, phase: GamePhase, over: Partial<GameCommonView> = {}): Omit<GameCommonView, 'status'> {
  const { status: _, ...rest } = common(id, phase, phase, over);
  return rest;
}

/**
 * Plays a game by its own rules (no hand-made views, so every status the clock reaches is its real
 * screen): six players enter, practise, and let every deadline pass; the first phone view and board
 * of each status are kept, with the common frame's screens around them (intro, entry, waiting for
 * the result, result, paused).
 */
export async function playThrough(id: BuiltGameId): Promise<GameShots> {
  const m = manifestOf(id)!;
  const rules = await m.rules();
  const params = structuredClone(m.parameters) as unknown;
  const players = NAMES.map((name, i) => ({ id: `p${i}`, name, team: i % 2 ? ('right' as const) : ('left' as const) }));
  const start = Date.now();
  const kit = newKit(start, 7, false);
  let t = start;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any game's rules alike
  const s: any = rules.init({ mode: 'T0', players, params: params as never }, gameCtx(kit, t));
  const phone: PhoneGameView[] = [];
  const host: HostGameView[] = [];
  const seen = new Set<string>();
  const record = (phase: GamePhase) => {
    const own = rules.phoneView(s, 'p0', viewCtx(kit)) as { status: string };
    const board = rules.hostView(s, viewCtx(kit)) as { status: string };
    if (!seen.has(`own:${own.status}`)) {
      seen.add(`own:${own.status}`);
      phone.push({ ...phoneCommon(id, phase), invited: true, params, own: structuredClone(own) });
    }
    if (!seen.has(`board:${board.status}`)) {
      seen.add(`board:${board.status}`);
      host.push({ ...common(id, phase, board.status), board: structuredClone(board) });
    }
  };
  const frame = (phase: GamePhase, over: Partial<GameCommonView> = {}) => {
    phone.push({ ...phoneCommon(id, phase, over), invited: true, params, own: null });
    host.push({ ...common(id, phase, phase, over), board: null });
  };
  frame('intro');
  frame('entry', { entryDeadline: start + 8_000, entryStatus: { teams: { left: { total: 3, entries: 1 }, right: { total: 3, entries: 0 } }, entry: false } });
  frame('entry', { entryDeadline: start + 8_000 });
  rules.startTutorial(s, gameCtx(kit, t));
  record('tutorial');
  for (const p of players) gameCtx(kit, t).practiced(p.id);
  rules.startPlay(s, gameCtx(kit, t));
  record('play');
  for (let guard = 0; guard < 2_000 && !rules.finished(s); guard++) {
    const next = rules.nextDeadline(s);
    if (next === null) break;
    t = Math.max(t, next);
    rules.advance(s, gameCtx(kit, t));
    record('play');
  }
  const result = rules.finished(s) ? rules.result(s) : { winner: 'left' as const, scores: { left: 3, right: 2 } };
  frame('waitingForResult');
  frame('result', { result });
  frame('result', { result: { winner: 'right', scores: { left: 0, right: 1 }, walkover: true } });
  frame('result', { result: { winner: 'left', scores: { left: 0, right: 0 } } });
  const last = phone.findLast((v) => v.own);
  if (last) phone.push({ ...last, paused: true });
  return { phone, host };
}
