import type { ReactNode } from 'react';
import { sendIntent } from '../../../engine/socketClient';
import { GameButton } from '../../../ui/GameButton';
import type { BuiltGameId } from '../../manifests';
import { note } from './styles';

/**
 * The practice's skip button: every game's practice lets a player who has it already go on
 * (`<game>:completeTutorial`). `testId` null: the games whose button never had one keep none.
 */
export function SkipPractice({ game, label, testId = 'skip-practice' }: { game: BuiltGameId; label: string; testId?: string | null }) {
  return (
    <GameButton tone="ghost" size="small" onPress={() => sendIntent(`${game}:completeTutorial`, {})} data-testid={testId ?? undefined}>
      {label}
    </GameButton>
  );
}

/**
 * The foot of a practice screen, the same in every game: while the player practises, `children`
 * (how far they are) and the skip button; once their practice is done, a line saying so.
 */
export function PracticeEnd({
  game,
  done,
  doneText,
  skipLabel,
  doneClassName = note,
  doneTestId = 'tutorial-done',
  skipTestId,
  children,
}: {
  game: BuiltGameId;
  done: boolean;
  doneText: string;
  skipLabel: string;
  doneClassName?: string;
  doneTestId?: string;
  skipTestId?: string | null;
  children?: ReactNode;
}) {
  if (done) {
    return (
      <p className={doneClassName} data-testid={doneTestId}>
        {doneText}
      </p>
    );
  }
  return (
    <>
      {children}
      <SkipPractice game={game} label={skipLabel} testId={skipTestId} />
    </>
  );
}
