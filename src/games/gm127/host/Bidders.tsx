import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts } from '../../../ui/tokens';
import type { Gm127Board } from '../rules/views';
import { teamName } from '../shared/chat';

const wall = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 2vw;
  width: 100%;
`;
const side = css`
  display: flex;
  flex-direction: column;
  gap: 0.8vh;
  padding: 1vh 1vw;
  border-radius: 1.6vh;
  background: rgba(255, 255, 255, 0.05);
  border-top: 0.6vh solid ${colors.left};
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
  --face: 6vh;
  display: flex;
  flex-wrap: wrap;
  gap: 0.8vh 0.6vw;
  justify-content: center;
  &[data-size='m'] {
    --face: 4.2vh;
  }
  &[data-size='s'] {
    --face: 3.2vh;
  }
  &[data-size='xs'] {
    --face: 2.6vh;
  }
  &[data-size='s'] span,
  &[data-size='xs'] span {
    display: none;
  }
`;
const tile = css`
  width: calc(var(--face) * 1.5);
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
  transition: transform 0.2s;
  &[data-team='right'] {
    border-color: ${colors.right};
  }
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

/**
 * Every bidder, by team: a face with their raises counted, lifted when they just raised; in the
 * practice, dimmed until their paddle is up. Faces shrink as the room fills, so 100 fit.
 */
export function Bidders({ board, players, practice }: { board: Snapshot<Gm127Board>; players: Snapshot<PublicPlayer[]>; practice?: boolean }) {
  const { t } = useTranslation('gm127');
  const photo = new Map(players.map((p) => [p.id, p.photo]));
  const hot = new Set(
    board.chatLog
      .filter((e) => e.kind === 'bid')
      .slice(-6)
      .map((e) => (e.kind === 'bid' ? e.player : '')),
  );
  return (
    <div className={wall} data-testid="bidders">
      {(['left', 'right'] as const).map((team) => {
        const mine = board.bidders.filter((b) => b.team === team);
        const size = mine.length <= 12 ? 'l' : mine.length <= 24 ? 'm' : mine.length <= 40 ? 's' : 'xs';
        return (
          <div key={team} className={side} data-team={team} data-testid={`bidders-${team}`}>
            <h3>{teamName(t, team)}</h3>
            <div className={faces} data-size={size}>
              {mine.map((b) => (
                <div key={b.id} className={tile} data-testid="bidder">
                  <div
                    className={face}
                    data-team={team}
                    data-hot={!practice && hot.has(b.id)}
                    data-idle={practice && !b.tutorialDone}
                    style={photo.get(b.id) ? { backgroundImage: `url(${photo.get(b.id)})` } : undefined}
                  >
                    {photo.get(b.id) ? '' : [...b.name][0]}
                    {practice ? b.tutorialDone && <b>✓</b> : b.raises > 0 && <b>{b.raises}</b>}
                  </div>
                  <span>{b.name}</span>
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
