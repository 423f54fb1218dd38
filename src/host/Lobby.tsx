import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../protocol/views';
import { colors } from '../ui/tokens';
import { JoinQr } from './JoinQr';

const layout = css`
  display: grid; grid-template-columns: 30vw 1fr; gap: 3vw; padding: 3vw; height: 100vh;
  font-size: 1.6vw;
`;
const side = css`display: flex; flex-direction: column; align-items: center; gap: 1.5vw; text-align: center;`;
const url = css`font-size: 1.3vw; word-break: break-all; color: ${colors.textDim};`;
const heading = css`font-size: 3vw; margin: 0;`;
const grid = css`
  display: grid; grid-template-columns: repeat(auto-fill, minmax(11vw, 1fr)); gap: 1.2vw; align-content: start;
  list-style: none; margin: 0; padding: 0;
`;
const card = css`
  background: ${colors.bgRaised}; border-radius: 1vw; padding: 1vw; display: flex; flex-direction: column;
  align-items: center; gap: 0.6vw; border: 0.3vw solid ${colors.noTeam};
  &[data-team='left'] { border-color: ${colors.left}; }
  &[data-team='right'] { border-color: ${colors.right}; }
  &[data-connected='false'] { opacity: 0.45; }
`;
const avatar = css`
  width: 6vw; height: 6vw; border-radius: 50%; background: ${colors.noTeam}; object-fit: cover;
  display: flex; align-items: center; justify-content: center; font-size: 3vw; font-weight: 800;
`;

export function Lobby({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const joined = view.players.filter((p) => p.name);
  return (
    <main className={layout} data-scene="lobby">
      <section className={side}>
        <h1 className={heading}>{t('Lobby_Title_00')}</h1>
        <JoinQr url={view.room.joinUrl} />
        <p>{t('Lobby_Scan_00')}</p>
        <p className={url} data-testid="join-url">{view.room.joinUrl}</p>
      </section>
      <section>
        <h2>{t('Lobby_Players_00', { count: joined.length })}</h2>
        <ul className={grid} data-testid="players">
          {joined.map((p) => (
            <li key={p.id} className={card} data-team={p.team ?? 'none'} data-connected={p.connected} data-testid="player">
              {p.photo ? <img className={avatar} src={p.photo} alt="" /> : <span className={avatar}>{[...p.name][0]}</span>}
              <span data-testid="player-name">{p.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
