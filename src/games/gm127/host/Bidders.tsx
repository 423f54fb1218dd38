import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { PublicPlayer } from '../../../protocol/views';
import { colors } from '../../../ui/tokens';
import { FaceGrid, FaceTile, photosOf } from '../../common/host/Faces';
import { TeamWall } from '../../common/host/TeamWall';
import type { Gm127Board } from '../rules/views';
import { splitChat, teamName } from '../shared/chat';

const wall = css`
  gap: 2vw;
`;
const side = css`
  padding: 1vh 1vw;
`;
const faces = css`
  gap: 0.8vh 0.6vw;
`;
const tile = css`
  width: calc(var(--face) * 1.5);
  gap: 0.3vh;
  font-size: 1.6vh;
`;
const face = css`
  transition: transform 0.2s;
  &[data-idle='true'] {
    opacity: 0.45;
  }
  &[data-hot='true'] {
    transform: translateY(-0.6vh) scale(1.15);
    box-shadow: 0 0 0 0.4vh ${colors.accent};
  }
  b {
    position: absolute;
    right: calc(var(--face) * -0.2);
    top: calc(var(--face) * -0.2);
    min-width: calc(var(--face) * 0.5);
    height: calc(var(--face) * 0.5);
    padding: 0 0.2vh;
    border-radius: 999px;
    background: ${colors.accent};
    color: ${colors.ink};
    font-size: calc(var(--face) * 0.3);
    display: flex;
    align-items: center;
    justify-content: center;
  }
`;

const FACES = { l: '6vh', m: '4.2vh', s: '3.2vh', xs: '2.6vh' };

/**
 * Every bidder, by team: a face with their raises counted, lifted when they just raised; in the
 * practice, dimmed until their paddle is up. Faces shrink as the room fills, so 100 fit.
 */
export function Bidders({ board, players, practice }: { board: Snapshot<Gm127Board>; players: Snapshot<PublicPlayer[]>; practice?: boolean }) {
  const { t } = useTranslation('gm127');
  const photo = photosOf(players);
  const hot = new Set(
    splitChat(board.chatLog)
      .bids.slice(-6)
      .map((e) => e.player),
  );
  return (
    <TeamWall label={(team) => teamName(t, team)} testId="bidders" className={wall} sideClassName={side}>
      {(team) => {
        const mine = board.bidders.filter((b) => b.team === team);
        return (
          <FaceGrid count={mine.length} sizes={FACES} steps={[12, 24, 40]} className={faces}>
            {mine.map((b) => (
              <FaceTile
                key={b.id}
                name={b.name}
                photo={photo.get(b.id)}
                team={team}
                className={tile}
                face={{ className: face, 'data-hot': !practice && hot.has(b.id), 'data-idle': practice && !b.tutorialDone }}
                data-testid="bidder"
              >
                {practice ? b.tutorialDone && <b>✓</b> : b.raises > 0 && <b>{b.raises}</b>}
              </FaceTile>
            ))}
          </FaceGrid>
        );
      }}
    </TeamWall>
  );
}
