import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../protocol/views';
import { colors } from '../../ui/tokens';
import { hostUi } from '../logic/hostUi';
import { gameColor, gameNumber } from '../ui/gameArt';
import { headline, scene, subline } from '../ui/styles';
import { ScoreBar } from './ScoreBar';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17vw, 1fr));
  gap: 1vw;
  width: 80vw;
  li {
    display: flex;
    align-items: center;
    gap: 0.8vw;
    padding: 0.6vw 1vw;
    border-radius: 1vw;
    background: rgba(0, 0, 0, 0.3);
    font-size: 1.3vw;
    font-weight: 800;
  }
  li > b {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 3.4vw;
    height: 3.4vw;
    border-radius: 0.8vw;
    color: #1b1530;
    font-size: 1.4vw;
    background: var(--game);
    flex: none;
  }
  li > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  i {
    font-style: normal;
    border-radius: 999px;
    padding: 0.15vw 0.7vw;
    font-size: 1vw;
    background: ${colors.noTeam};
  }
  i[data-w='left'] {
    background: ${colors.left};
  }
  i[data-w='right'] {
    background: ${colors.right};
  }
`;
const target = css`
  font-size: 1.6vw;
  font-weight: 800;
  color: ${colors.accent};
`;

/** Results and totals across games: the team scores, the target and every game played. */
export function ScoresScreen({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const { settings } = useSnapshot(hostUi);
  const h = view.system.history;
  return (
    <section className={scene} data-scene="scores">
      <h1 className={headline}>{t('Scores_Title_00')}</h1>
      <ScoreBar scores={view.system.scores} size="l" />
      <p className={target}>{t('Scores_Target_00', { count: settings.targetWins })}</p>
      {h.length === 0 ? (
        <p className={subline}>{t('Scores_None_00')}</p>
      ) : (
        <ol className={list} data-testid="history">
          {h.map((g, i) => (
            <li key={i} style={{ '--game': gameColor(g.id) } as CSSProperties}>
              <b>{gameNumber(g.id)}</b>
              <span>{t(`Game_${g.id}_Name_00`)}</span>
              <i data-w={g.winner}>{t(`Winner_${g.winner}_00`)}</i>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
