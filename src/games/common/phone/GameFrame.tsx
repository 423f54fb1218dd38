import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import type { PhoneView } from '../../../protocol/views';
import { decidedOnTieBreak } from '../../../protocol/game';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { GameButton } from '../../../ui/GameButton';
import { screen } from '../../../ui/styles';
import { colors, fonts, vw } from '../../../ui/tokens';
import type { BuiltGameId } from '../../manifests';
import type { OwnView, PhoneGameOf } from '../../views';
import { useSecondsLeft } from '../useServerTime';
import { bigNumber as counter, heading, note } from './styles';
const banner = css`
  padding: ${vw(4)} ${vw(8)};
  border-radius: ${vw(5)};
  font-family: ${fonts.display};
  font-size: ${vw(10)};
  background: ${colors.noTeam};
  box-shadow: 0 ${vw(1.5)} 0 rgba(0, 0, 0, 0.35);
  &[data-side='left'] {
    background: ${colors.left};
  }
  &[data-side='right'] {
    background: ${colors.right};
  }
  &[data-won='true'] {
    animation: gf-pop 0.6s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  }
  @keyframes gf-pop {
    from {
      transform: scale(0.3);
    }
    to {
      transform: scale(1);
    }
  }
`;
const scoreRow = css`
  display: flex;
  gap: ${vw(6)};
  font-family: ${fonts.display};
  font-size: ${vw(8)};
`;
const teamScore = css`
  min-width: ${vw(26)};
  padding: ${vw(3)};
  border-radius: ${vw(4)};
  background: ${colors.bgCard};
  border-bottom: ${vw(1.5)} solid ${colors.left};
  &[data-team='right'] {
    border-color: ${colors.right};
  }
`;
const pausedLayer = css`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(4)};
  background: rgba(18, 13, 36, 0.86);
  z-index: 999;
  text-align: center;
  padding: ${vw(8)};
`;

/** A screen for each of a game's statuses: the compiler asks for one per status. */
export type StatusScreens<Id extends BuiltGameId> = { [S in OwnView<Id>['status']]: (own: Snapshot<OwnView<Id>>) => ReactNode };

type Props<Id extends BuiltGameId> = {
  view: Snapshot<PhoneView>;
  game: Snapshot<PhoneGameOf<Id>>;
  /** The game's own screens in tutorial and play, by this player's status. */
  screens: StatusScreens<Id>;
  /** Shown to phones that are not in this game (spectators, late joiners): they watch and cheer. */
  watching: () => ReactNode;
};

/**
 * The common frame of every mini-game on the phone (SPEC.md §4): charge, capability check, intro,
 * entry, tutorial, play, waiting for result, result. A game supplies a screen per status of its own.
 */
export function GameFrame<Id extends BuiltGameId>({ view, game, screens, watching }: Props<Id>) {
  const { t } = useTranslation('gmCommon');
  const left = useSecondsLeft(game.entryDeadline);
  const own = (): ReactNode => {
    if (!game.entryStatus.entry) return watching();
    // The game's own part arrives with the view after entry closes: until then, the loading screen.
    if (!game.own) return <LoadingScene progress={1} />;
    const status: OwnView<Id>['status'] = game.own.status;
    return screens[status](game.own);
  };
  const body = (() => {
    switch (game.phase) {
      case 'charge':
      case 'intro':
        return (
          <main className={screen} data-scene="game-intro">
            <h1 className={heading}>{t('Frame_LookTitle_00')}</h1>
            <p className={note}>{t('Frame_LookBody_00')}</p>
          </main>
        );
      case 'checkingCapability':
        return (
          <main className={screen} data-scene="game-checking">
            <h1 className={heading}>{t('Frame_Checking_00')}</h1>
            <p className={note}>{t('Frame_CheckingBody_00')}</p>
          </main>
        );
      case 'entry': {
        return (
          <main className={screen} data-scene="game-entry">
            <h1 className={heading}>{t('Frame_EntryTitle_00')}</h1>
            {left !== null && (
              <div className={counter} aria-label={t('Frame_SecondsLeft_00', { count: left })}>
                {left}
              </div>
            )}
            {game.entryStatus.entry ? (
              <p className={note}>{t('Frame_Entered_00')}</p>
            ) : game.invited ? (
              <GameButton tone={view.me.team ?? 'accent'} onPress={() => sendIntent(`${game.id}:entry`, {})} data-testid="game-entry">
                {t('Frame_EntryButton_00')}
              </GameButton>
            ) : (
              <p className={note}>{t('Frame_Watch_00')}</p>
            )}
            <p className={note}>{t('Frame_EntryCount_00', { left: game.entryStatus.teams.left.entries, right: game.entryStatus.teams.right.entries })}</p>
          </main>
        );
      }
      case 'tutorial':
      case 'play':
        return own();
      case 'waitingForResult':
        return (
          <main className={screen} data-scene="game-waiting-result">
            <h1 className={heading}>{t('Frame_WaitingResult_00')}</h1>
          </main>
        );
      case 'result': {
        const r = game.result!;
        const mine = view.me.team;
        const won = r.winner === mine;
        return (
          <main className={screen} data-scene="game-result">
            <div className={banner} data-side={r.winner} data-won={won}>
              {r.winner === 'left' || r.winner === 'right' ? t(won ? 'Frame_YouWin_00' : 'Frame_YouLose_00') : t('Frame_Draw_00')}
            </div>
            <div className={scoreRow}>
              <div className={teamScore} data-team="left">
                {r.scores.left}
              </div>
              <div className={teamScore} data-team="right">
                {r.scores.right}
              </div>
            </div>
            <p className={note}>{t(r.walkover ? 'Frame_Walkover_00' : decidedOnTieBreak(r) ? 'Frame_TieBreak_00' : 'Frame_LookBody_00')}</p>
          </main>
        );
      }
    }
  })();
  return (
    <>
      {body}
      {game.paused && (
        <div className={pausedLayer} role="alert" data-testid="game-paused">
          <h1 className={heading}>{t('Frame_Paused_00')}</h1>
          <p className={note}>{t('Frame_PausedBody_00')}</p>
        </div>
      )}
    </>
  );
}
