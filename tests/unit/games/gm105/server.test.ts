import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { meaningsOf } from '../../../../src/games/gm105/rules/rounds';
import type { Meaning } from '../../../../src/games/gm105/rules/types';
import type { Gm105Board, Gm105PhoneOwn, Text } from '../../../../src/games/gm105/rules/views';
import type { HostView, PhoneView } from '../../../../src/protocol/views';
import { ManualClock } from '../../server/manualClock';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';

/** A short game: three questions, a short answer window, short moments; one quiz per player, two per room. */
const GM105 = {
  questions: 3,
  edit: { maxPerPlayer: 1, maxPerRoom: 2, editMs: 30_000 },
  answerMs: 5000,
  latencyMs: 500,
  momentsMs: { editFinished: 500, roundStarted: 500, questionChanged: 500, answerClosed: 500, roundResult: 500, waitingForTotalResult: 500, totalResult: 500 },
};
const FAST = {
  server: {
    gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 10_000, waitingForResult: 100 },
    forbiddenWords: ['zonk'],
  },
  games: { gm105: GM105 },
};

const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm105' ? (p.view.game.own as Gm105PhoneOwn | null) : null);
const boardOf = (h: TestClient<HostView>) => (h.view?.game?.id === 'gm105' ? (h.view.game.board as Gm105Board | null) : null);

async function seated(server: TestServer, names: string[]) {
  const { room, host, phones } = await roomWith(server, names);
  await host.send('host', { type: 'startTeamSelect' });
  for (const [i, p] of phones.entries()) {
    await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
    await p.send('updateTeam', { team: i < names.length / 2 ? 'left' : 'right' });
  }
  await host.send('host', { type: 'fixTeams' });
  return { room, host, phones };
}

/** Starts gm105 and lets everyone in: the practice question is on. */
async function enter(host: TestClient<HostView>, phones: TestClient<PhoneView>[], clock: ManualClock, mode: 'T0' | 'T1' = 'T0') {
  expect(await host.send('host', { type: 'startGame', gameId: 'gm105', mode })).toEqual({ ok: true });
  clock.advance(300);
  for (const p of phones) await p.until((v) => v.game?.phase === 'entry', 5000);
  await Promise.all(phones.map(async (p) => expect(await p.send('gm105:entry', {})).toEqual({ ok: true })));
  for (const p of phones) await p.until(() => ownOf(p)?.practice === true, 5000);
}

const OURS: Record<string, { correct: string; incorrect: string }> = {
  'Which fruit does Aoi love?': { correct: 'Mango', incorrect: 'Lemon' },
  'What is Chika’s cat called?': { correct: 'Mochi', incorrect: 'Kuro' },
};

/** Whether a shown answer is the right one: a bank field says so; a player's words, the test knows. */
function isRight(t: Text, question: Text): boolean {
  if ('bank' in t) return t.field === 'correct';
  return 'text' in question && OURS[question.text]?.correct === t.text;
}

/** The button this phone must tap to answer right (or wrong), from its pattern and the question shown. */
function buttonFor(own: Gm105PhoneOwn, right: boolean): 0 | 1 {
  const q = own.question!;
  let meaning: Meaning;
  if (q.choices) meaning = isRight(q.choices.A, q.question) === right ? 'A' : 'B';
  else meaning = isRight(q.claim!, q.question) === right ? 'yes' : 'no';
  return meaningsOf(own.pattern!).indexOf(meaning) as 0 | 1;
}

describe.each(storeKinds(inject('redisUrl')))('gm105 through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('plays a whole game: practice, players’ questions (limits, the forbidden-word filter, SP04-003), answers right, wrong and none, a reload, the winner', async () => {
    server = await kind.start(FAST, { clock });
    const { room, host, phones } = await seated(server, ['Aoi', 'Ben', 'Chika', 'Dan']);
    const [aoi, ben, chika, dan] = [phones[0]!, phones[1]!, phones[2]!, phones[3]!];

    expect(await host.send('host', { type: 'startGame', gameId: 'gm105', mode: 'E0' })).toMatchObject({ ok: false, error: { code: 3002 } }); // not one of its modes
    await enter(host, phones, clock);

    // Practice: three tap an answer, Dan says he knows how it works.
    for (const p of [aoi, ben, chika]) expect(await p.send('gm105:answer', { round: -1, button: 0, elapsedMs: 500 })).toEqual({ ok: true });
    expect((await aoi.until(() => ownOf(aoi)?.status === 'answered')).game!.own).toMatchObject({ practice: true, tutorialDone: true });
    expect(ownOf(aoi)!.judgement).not.toBeNull(); // practice reveals at once
    expect(await dan.send('gm105:completeTutorial', {})).toEqual({ ok: true });

    // The edit mode. Aoi writes; Chika's first try has a forbidden word (the operator's list, through the runner).
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'edit');
    const aoiQuiz = { questionSentence: 'Which fruit does Aoi love?', correctAnswer: 'Mango', incorrectAnswer: 'Lemon' };
    expect(await aoi.send('gm105:submitQuiz', aoiQuiz)).toEqual({ ok: true });
    expect(await aoi.send('gm105:submitQuiz', { ...aoiQuiz, questionSentence: 'Another one?' })).toMatchObject({
      ok: false,
      error: { group: 'SP04', code: '001' },
    }); // one each
    const chikaQuiz = { questionSentence: 'What is Chika’s cat called?', correctAnswer: 'Mochi', incorrectAnswer: 'Kuro' };
    expect(await chika.send('gm105:submitQuiz', { ...chikaQuiz, incorrectAnswer: 'Zonk' })).toMatchObject({ ok: false, error: { group: 'SP04', code: '002' } });
    expect(await chika.send('gm105:submitQuiz', { ...chikaQuiz, questionSentence: 'What is\u0000 this?' })).toMatchObject({
      ok: false,
      error: { group: 'SP02' },
    });
    expect(await chika.send('gm105:submitQuiz', chikaQuiz)).toEqual({ ok: true });
    expect(await ben.send('gm105:submitQuiz', { questionSentence: 'Ben?', correctAnswer: 'Yes', incorrectAnswer: 'No' })).toMatchObject({
      ok: false,
      error: { group: 'SP04', code: '001' }, // the room holds two
    });
    expect(await ben.send('gm105:editQuiz', { quizId: 'k1', ...aoiQuiz, correctAnswer: 'Kiwi' })).toMatchObject({
      ok: false,
      error: { group: 'SP04', code: '003' },
    });
    const mine = (await aoi.until(() => ownOf(aoi)?.edit.roomCount === 2)).game!.own as Gm105PhoneOwn;
    expect(mine.edit.mine).toEqual([{ id: 'k1', ...aoiQuiz }]);
    expect(JSON.stringify(host.view)).not.toContain('Mango'); // the big screen only counts them
    for (const p of phones) expect(await p.send('gm105:finishEdit', {})).toEqual({ ok: true });
    await host.until(() => boardOf(host)?.status === 'editFinished');
    clock.advance(600);

    // Three questions. Aoi right and quick, Ben right and slow, Chika wrong, Dan never answers.
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const start = (await host.until(() => boardOf(host)?.status === 'roundStarted' && boardOf(host)!.roundNumber === i)).game!.board as Gm105Board;
      const { openAt, closeAt } = { openAt: start.openAt!, closeAt: start.closeAt! };
      clock.advance(openAt + 10 - clock.now()); // roundStarted, questionChanged (the runner's timer fires 5 ms after a deadline)
      for (const p of phones) await p.until(() => ['pendingAnswer'].includes(ownOf(p)?.status ?? '') && ownOf(p)!.roundNumber === i);
      const asked = boardOf(host)!.question!.question;
      seen.push('text' in asked ? asked.text : asked.bank);
      // By seat (Ben's phone is replaced when it reloads): Aoi, Chika, Ben.
      const plan: [number, boolean, number][] = [
        [0, true, 600],
        [2, false, 900],
        [1, true, 2500],
      ];
      let reloaded = false;
      for (const [seat, right, at] of plan) {
        const p = phones[seat]!;
        const own = ownOf(p)!;
        if (own.mine) {
          expect(await p.send('gm105:answer', { round: i, button: 0, elapsedMs: at })).toMatchObject({ ok: false });
          continue;
        }
        clock.advance(openAt + at + 80 - clock.now());
        expect(await p.send('gm105:answer', { round: i, button: buttonFor(own, right), elapsedMs: at })).toEqual({ ok: true });
        // Ben's phone reloads right after answering: the new connection has his answer back.
        if (seat === 1 && i === 1 && !reloaded) {
          reloaded = true;
          await p.until(() => ownOf(p)?.status === 'answered');
          const before = structuredClone(ownOf(p));
          p.close();
          const again = await server.phone(room.roomId, p.token);
          phones[1] = again;
          const back = await again.until(() => ownOf(again)?.status === 'answered');
          expect(back.game!.own).toEqual(before);
        }
      }
      clock.advance(closeAt + GM105.latencyMs + 10 - clock.now()); // Dan's silence runs the window out
      await host.until(() => boardOf(host)?.status === 'answerClosed');
      const b = boardOf(host)!;
      const authored = b.players.find((x) => x.author);
      expect(b.players.find((x) => x.name === 'Dan')!.judgement).toBe(authored?.name === 'Dan' ? null : 'noAnswer');
      if (authored?.name !== 'Chika') expect(b.players.find((x) => x.name === 'Chika')!.judgement).toBe('incorrect');
      if (authored?.name !== 'Aoi') expect(b.fastest[0]).toMatchObject({ name: 'Aoi', elapsedMs: 600 });
      clock.advance(1000); // answerClosed, roundResult
    }
    // Both players' questions were asked, with the bank filling the third.
    expect(seen).toEqual(expect.arrayContaining(['Which fruit does Aoi love?', 'What is Chika’s cat called?']));
    await host.until(() => boardOf(host)?.status === 'waitingForTotalResult');
    clock.advance(500);
    const total = await host.until(() => boardOf(host)?.status === 'totalResult');
    // Ben answered all three (110 each, at 2.5 s); Aoi sat her own out (118 each, at 0.6 s).
    expect((total.game!.board as Gm105Board).top.map((x) => [x.name, x.points, x.place])).toEqual([
      ['Ben', 330, 1],
      ['Aoi', 236, 2],
      ['Chika', 0, 3],
      ['Dan', 0, 3],
    ]);
    clock.advance(700);
    const done = await host.until((v) => v.game?.phase === 'result');
    const result = done.game!.result!;
    expect(result.winner).toBe('left');
    // Right: Chika always wrong, Dan silent: nothing. Left: Aoi and Ben right every time they answer.
    // Left per question: the mean of Aoi's and Ben's, or Ben's alone on Aoi's own question.
    expect(result.scores).toEqual({ left: 2 * 114 + 110, right: 0 });
    for (const p of phones) expect((await p.until((v) => v.game?.phase === 'result')).game?.result?.winner).toBe('left');
    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
    const after = await host.until((v) => v.game === null);
    expect(after.system.scores).toEqual({ left: 1, right: 0 });
  });

  it('counts each of 100 phones’ answers to one question, sent at the same moment, once', async () => {
    const names = Array.from({ length: 100 }, (_, i) => `P${String(i).padStart(3, '0')}`);
    server = await kind.start({ ...FAST, games: { gm105: { ...GM105, questions: 1 } } }, { clock });
    const { host, phones } = await seated(server, names);
    await enter(host, phones, clock, 'T1');
    await Promise.all(phones.map(async (p) => expect(await p.send('gm105:completeTutorial', {})).toEqual({ ok: true })));
    const start = (await host.until(() => boardOf(host)?.status === 'roundStarted', 10_000)).game!.board as Gm105Board;
    clock.advance(start.openAt! + 10 - clock.now());
    // The question's own view, not the practice one a phone may still show.
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'pendingAnswer' && ownOf(p)?.roundNumber === 0, 10_000);
    clock.advance(990);
    // Everyone taps 1 s after the buttons went live; the even seats right, the odd ones wrong; all sent at once.
    const acks = await Promise.all(phones.map((p, i) => p.send('gm105:answer', { round: 0, button: buttonFor(ownOf(p)!, i % 2 === 0), elapsedMs: 1000 })));
    expect(acks.filter((a) => a.ok)).toHaveLength(100);
    // The last one closed the question at once; a second tap from anyone is refused.
    const again = await Promise.all(phones.slice(0, 10).map((p) => p.send('gm105:answer', { round: 0, button: 0, elapsedMs: 1100 })));
    expect(again.every((a) => !a.ok)).toBe(true);
    const closed = await host.until(() => boardOf(host)?.status === 'answerClosed', 10_000);
    const b = closed.game!.board as Gm105Board;
    expect(b.answered).toEqual({ left: { answered: 50, of: 50 }, right: { answered: 50, of: 50 } });
    expect(b.players.filter((p) => p.answered)).toHaveLength(100);
    expect(b.players.filter((p) => p.judgement === 'correct')).toHaveLength(50);
    expect(b.players.filter((p) => p.judgement === 'incorrect')).toHaveLength(50);
    expect(b.players.every((p) => p.elapsedMs === 1000)).toBe(true);
    // Half of each team right at 1 s: each team scores half of a right answer's points, per head.
    const pts = 100 + Math.round(20 * (1 - 1000 / GM105.answerMs));
    expect(b.standings.round).toEqual({ left: Math.round(pts / 2), right: Math.round(pts / 2) });
    for (const [i, p] of phones.entries()) {
      const own = (await p.until(() => ownOf(p)?.status === 'answerClosed', 10_000)).game!.own as Gm105PhoneOwn;
      expect(own.judgement).toBe(i % 2 === 0 ? 'correct' : 'incorrect');
      expect(own.answer).toMatchObject({ elapsedMs: 1000, points: i % 2 === 0 ? pts : 0 });
    }
  }, 120_000);
});
