import type { Gm105Status } from '../../../../src/games/gm105/rules/types';
import type { Gm105PhoneOwn } from '../../../../src/games/gm105/rules/views';
import { inStatus, tryTo, type Bot } from './bot';
import { every } from './statuses';

/**
 * Quiz: one phone writes a question, phones finish editing one after another, and answer each
 * question one after another (so a phone that answered waits beside one that has not yet).
 */
export function gm105(): Bot {
  let wrote = false;
  return {
    id: 'gm105',
    statuses: every<Gm105Status>()([
      'edit',
      'editFinished',
      'roundStarted',
      'questionChanged',
      'pendingAnswer',
      'answered',
      'answerClosed',
      'roundResult',
      'waitingForTotalResult',
      'totalResult',
    ]),
    params: {
      questions: 2,
      edit: { maxPerPlayer: 1, maxPerRoom: 2, editMs: 30_000 },
      answerMs: 5000,
      latencyMs: 500,
      momentsMs: {
        editFinished: 500,
        roundStarted: 500,
        questionChanged: 500,
        answerClosed: 500,
        roundResult: 500,
        waitingForTotalResult: 500,
        totalResult: 500,
      },
    },
    async act(w, seats) {
      const now = w.clock.now();
      const editing = inStatus<Gm105PhoneOwn>(w, seats, 'edit');
      if (editing[0] && !wrote) {
        wrote = await tryTo(editing[0], 'gm105:submitQuiz', {
          questionSentence: 'Which fruit does Aoi love?',
          correctAnswer: 'Mango',
          incorrectAnswer: 'Lemon',
        });
      }
      if (editing[0]) await tryTo(editing[0], 'gm105:finishEdit');
      const asked = inStatus<Gm105PhoneOwn>(w, seats, 'pendingAnswer').find((s) => !w.own<Gm105PhoneOwn>(s)!.mine);
      if (asked) {
        const own = w.own<Gm105PhoneOwn>(asked)!;
        await tryTo(asked, 'gm105:answer', { round: own.roundNumber, button: 0, elapsedMs: Math.max(0, now - own.openAt!) });
      }
    },
  };
}
