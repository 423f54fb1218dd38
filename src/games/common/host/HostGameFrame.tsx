import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { decidedOnTieBreak, type HostGameView } from '../../../protocol/game';
import { colors, fonts } from '../../../ui/tokens';
import { useSecondsLeft } from '../useServerTime';
import { title } from './styles';

const stage = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2.2vh;
  padding: 4vh 4vw;
  color: #fff;
  text-align: center;
  background: radial-gradient(circle at 50% 30%, #3a2c74 0%, ${colors.bgDeep} 70%);
  font-family: ${fonts.body};
`;
const sub = css`
  margin: 0;
  font-size: 3.2vh;
  color: ${colors.textDim};
  max-width: 70vw;
  line-height: 1.45;
`;
const counter = css`
  font-family: ${fonts.display};
  font-size: 14vh;
  color: ${colors.accent};
  line-height: 1;
`;
const teams = css`
  display: flex;
  gap: 6vw;
`;
const team = css`
  min-width: 22vw;
  padding: 2.5vh 2vw;
  border-radius: 2vh;
  background: rgba(255, 255, 255, 0.07);
  border-bottom: 1vh solid ${colors.left};
  font-family: ${fonts.display};
  font-size: 6vh;
  &[data-team='right'] {
    border-color: ${colors.right};
  }
  small {
    display: block;
    font-family: ${fonts.body};
    font-size: 2.4vh;
    color: ${colors.textDim};
  }
`;
const walkoverNote = css`
  margin: 0;
  font-family: ${fonts.body};
  font-size: 3vh;
  font-weight: 700;
  color: ${colors.textDim};
`;
const banner = css`
  padding: 2.5vh 6vw;
  border-radius: 3vh;
  font-family: ${fonts.display};
  font-size: 10vh;
  background: ${colors.noTeam};
  box-shadow: 0 1vh 0 rgba(0, 0, 0, 0.35);
  animation: hgf-pop 0.7s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  &[data-side='left'] {
    background: ${colors.left};
  }
  &[data-side='right'] {
    background: ${colors.right};
  }
  @keyframes hgf-pop {
    from {
      transform: scale(0.2);
    }
    to {
      transform: scale(1);
    }
  }
`;
const paused = css`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.6);
  font-family: ${fonts.display};
  font-size: 6vh;
  z-index: 10;
`;

type Props = {
  game: Snapshot<HostGameView>;
  /** The game's name and how to play, for the intro. */
  intro: { title: string; howTo: string; art?: ReactNode };
  /** The game's own board for tutorial and play. */
  board: () => ReactNode;
};

/**
 * The common frame of every mini-game on the big screen: intro, entry, the game's board,
 * result with the host's button to go on.
 */
export function HostGameFrame({ game, intro, board }: Props) {
  const { t } = useTranslation('gmCommon');
  const left = useSecondsLeft(game.entryDeadline);
  const body = (() => {
    switch (game.phase) {
      case 'charge':
      case 'checkingCapability':
      case 'intro':
        return (
          <section className={stage} data-scene={`host-${game.phase}`}>
            {intro.art}
            <h1 className={title}>{intro.title}</h1>
            <p className={sub}>{intro.howTo}</p>
            {game.phase === 'checkingCapability' && <p className={sub}>{t('Frame_Checking_00')}</p>}
          </section>
        );
      case 'entry':
        return (
          <section className={stage} data-scene="host-entry">
            <h1 className={title}>{t('Frame_EntryTitle_00')}</h1>
            {left !== null && <div className={counter}>{left}</div>}
            <div className={teams}>
              {(['left', 'right'] as const).map((side) => (
                <div key={side} className={team} data-team={side} data-testid={`entries-${side}`}>
                  {game.entryStatus.teams[side].entries} / {game.entryStatus.teams[side].total}
                  <small>{t(side === 'left' ? 'Frame_TeamLeft_00' : 'Frame_TeamRight_00')}</small>
                </div>
              ))}
            </div>
          </section>
        );
      case 'tutorial':
      case 'play':
        return board();
      case 'waitingForResult':
        return (
          <section className={stage} data-scene="host-waitingForResult">
            <h1 className={title}>{t('Frame_WaitingResult_00')}</h1>
          </section>
        );
      case 'result': {
        const r = game.result!;
        return (
          <section className={stage} data-scene="host-result">
            <div className={banner} data-side={r.winner} data-testid="winner">
              {r.winner === 'left' ? t('Frame_LeftWins_00') : r.winner === 'right' ? t('Frame_RightWins_00') : t('Frame_Draw_00')}
            </div>
            <div className={teams}>
              {(['left', 'right'] as const).map((side) => (
                <div key={side} className={team} data-team={side} data-testid={`score-${side}`}>
                  {r.scores[side]}
                  <small>{t(side === 'left' ? 'Frame_TeamLeft_00' : 'Frame_TeamRight_00')}</small>
                </div>
              ))}
            </div>
            {r.walkover ? (
              <p className={walkoverNote} data-testid="walkover">
                {t('Frame_Walkover_00')}
              </p>
            ) : (
              decidedOnTieBreak(r) && (
                <p className={walkoverNote} data-testid="tie-break">
                  {t('Frame_TieBreak_00')}
                </p>
              )
            )}
          </section>
        );
      }
    }
  })();
  return (
    <>
      {body}
      {game.paused && <div className={paused}>{t('Frame_Paused_00')}</div>}
    </>
  );
}
