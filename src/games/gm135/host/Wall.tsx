import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts } from '../../../ui/tokens';
import type { Gm135Board } from '../rules/views';
import { PrizeArt } from '../shared/Art';

const wall = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.2vw;
  width: 100%;
  min-height: 0;
`;
const side = css`
  display: flex;
  flex-direction: column;
  gap: 0.8vh;
  padding: 1vh 0.8vw;
  border-radius: 1.6vh;
  background: rgba(255, 255, 255, 0.05);
  border-top: 0.6vh solid ${colors.left};
  min-height: 0;
  overflow: hidden;
  &[data-team='right'] {
    border-color: ${colors.right};
  }
  h3 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: 2.4vh;
    color: ${colors.textDim};
  }
`;
const faces = css`
  --face: 6.4vh;
  display: flex;
  flex-wrap: wrap;
  gap: 0.9vh 0.5vw;
  justify-content: center;
  align-content: flex-start;
  &[data-size='m'] {
    --face: 4.6vh;
  }
  &[data-size='s'] {
    --face: 3.6vh;
  }
  &[data-size='xs'] {
    --face: 2.9vh;
  }
  &[data-size='s'] span,
  &[data-size='xs'] span {
    display: none;
  }
`;
const tile = css`
  width: calc(var(--face) * 1.45);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.3vh;
  font-size: 1.6vh;
  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const face = css`
  position: relative;
  width: var(--face);
  height: var(--face);
  border-radius: 50%;
  border: calc(var(--face) * 0.08) solid ${colors.left};
  background: ${colors.paper} center / cover;
  color: ${colors.ink};
  display: flex;
  align-items: center;
  justify-content: center;
  font-family: ${fonts.display};
  font-size: calc(var(--face) * 0.45);
  &[data-team='right'] {
    border-color: ${colors.right};
  }
  &[data-idle='true'] {
    opacity: 0.45;
  }
  &[data-reach='true'] {
    box-shadow: 0 0 0 0.35vh ${colors.cyan};
  }
  &[data-bingo='true'] {
    box-shadow: 0 0 0 0.45vh ${colors.accent};
    animation: gm135-glow 1.2s ease-in-out infinite;
  }
  @keyframes gm135-glow {
    50% {
      box-shadow: 0 0 1.4vh 0.6vh ${colors.accent};
    }
  }
  b {
    position: absolute;
    right: calc(var(--face) * -0.22);
    top: calc(var(--face) * -0.22);
    min-width: calc(var(--face) * 0.5);
    height: calc(var(--face) * 0.5);
    padding: 0 0.2vh;
    border-radius: 999px;
    background: ${colors.cyan};
    color: ${colors.ink};
    font-size: calc(var(--face) * 0.3);
    display: flex;
    align-items: center;
    justify-content: center;
  }
  b[data-kind='bingo'] {
    background: ${colors.accent};
  }
  svg {
    position: absolute;
    left: calc(var(--face) * -0.25);
    bottom: calc(var(--face) * -0.2);
    width: calc(var(--face) * 0.6);
    height: calc(var(--face) * 0.6);
  }
`;

export const sizeFor = (n: number) => (n <= 12 ? 'l' : n <= 24 ? 'm' : n <= 40 ? 's' : 'xs');

/**
 * Every player, by team: a face (their selfie) with a badge for their reaches, a gold ring and a
 * "B" for bingo and the prize once opened; in the tutorial dimmed until their card is fixed. Faces
 * shrink as the room fills, so 100 fit.
 */
export function Wall({ board, players, tutorial }: { board: Snapshot<Gm135Board>; players: Snapshot<PublicPlayer[]>; tutorial?: boolean }) {
  const { t } = useTranslation('gm135');
  const photo = new Map(players.map((p) => [p.id, p.photo]));
  return (
    <div className={wall} data-testid="wall">
      {(['left', 'right'] as const).map((team) => {
        const mine = board.players.filter((p) => p.team === team);
        return (
          <div key={team} className={side} data-team={team} data-testid={`wall-${team}`}>
            <h3>{t(`Team_${team}_00`)}</h3>
            <div className={faces} data-size={sizeFor(mine.length)}>
              {mine.map((p) => (
                <div key={p.id} className={tile} data-testid="player">
                  <div
                    className={face}
                    data-team={team}
                    data-idle={tutorial && !p.fixed}
                    data-reach={p.reachCount > 0}
                    data-bingo={p.bingoAt !== null}
                    style={photo.get(p.id) ? { backgroundImage: `url(${photo.get(p.id)})` } : undefined}
                  >
                    {photo.get(p.id) ? '' : [...p.name][0]}
                    {tutorial ? p.fixed && <b>✓</b> : p.bingoAt !== null ? <b data-kind="bingo">B</b> : p.reachCount > 0 && <b>{p.reachCount}</b>}
                    {p.prize && <PrizeArt prize={p.prize} />}
                  </div>
                  <span>{p.name}</span>
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
