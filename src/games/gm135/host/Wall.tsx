import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { PublicPlayer } from '../../../protocol/views';
import { colors } from '../../../ui/tokens';
import { FaceGrid, FaceTile, photosOf } from '../../common/host/Faces';
import { TeamWall } from '../../common/host/TeamWall';
import type { Gm135Board } from '../rules/views';
import { PrizeArt } from '../shared/Art';

const wall = css`
  gap: 1.2vw;
  min-height: 0;
`;
const side = css`
  padding: 1vh 0.8vw;
  min-height: 0;
  overflow: hidden;
`;
const faces = css`
  gap: 0.9vh 0.5vw;
  align-content: flex-start;
`;
const tile = css`
  width: calc(var(--face) * 1.45);
  gap: 0.3vh;
  font-size: 1.6vh;
`;
const face = css`
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

const FACES = { l: '6.4vh', m: '4.6vh', s: '3.6vh', xs: '2.9vh' };

/**
 * Every player, by team: a face (their selfie) with a badge for their reaches, a gold ring and a
 * "B" for bingo and the prize once opened; in the tutorial dimmed until their card is fixed. Faces
 * shrink as the room fills, so 100 fit.
 */
export function Wall({ board, players, tutorial }: { board: Snapshot<Gm135Board>; players: Snapshot<PublicPlayer[]>; tutorial?: boolean }) {
  const { t } = useTranslation('gm135');
  const photo = photosOf(players);
  return (
    <TeamWall label={(team) => t(`Team_${team}_00`)} testId="wall" className={wall} sideClassName={side}>
      {(team) => {
        const mine = board.players.filter((p) => p.team === team);
        return (
          <FaceGrid count={mine.length} sizes={FACES} steps={[12, 24, 40]} className={faces}>
            {mine.map((p) => (
              <FaceTile
                key={p.id}
                name={p.name}
                photo={photo.get(p.id)}
                team={team}
                className={tile}
                face={{ className: face, 'data-idle': tutorial && !p.fixed, 'data-reach': p.reachCount > 0, 'data-bingo': p.bingoAt !== null }}
                data-testid="player"
              >
                {tutorial ? p.fixed && <b>✓</b> : p.bingoAt !== null ? <b data-kind="bingo">B</b> : p.reachCount > 0 && <b>{p.reachCount}</b>}
                {p.prize && <PrizeArt prize={p.prize} />}
              </FaceTile>
            ))}
          </FaceGrid>
        );
      }}
    </TeamWall>
  );
}
