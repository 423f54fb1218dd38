import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../protocol/enums';
import type { HostView, PublicPlayer } from '../../protocol/views';
import { colors, hostColors } from '../../ui/tokens';
import { subline } from '../ui/styles';
import { Lock, Phone } from '../ui/icons';
import { JoinQr } from './JoinQr';
import { NameRejections } from './NameRejections';
import { PlayerCard } from './PlayerCard';

const layout = css`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: 31vw 1fr;
  gap: 2.5vw;
  padding: 1.2vw 2.5vw 1vw;
`;
const side = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.2vw;
  text-align: center;
  min-width: 0;
`;
const title = css`
  margin: 0;
  font-size: 3.4vw;
  font-weight: 900;
  line-height: 1.05;
  color: ${colors.accent};
  text-shadow:
    0 0.35vw 0 ${hostColors.goldDeep},
    0 0.7vw 1.5vw rgba(0, 0, 0, 0.5);
  transform: rotate(-2deg);
`;
const scan = css`
  margin: 0;
  font-size: 1.7vw;
  font-weight: 800;
`;
const urlCss = css`
  margin: 0;
  font-size: 1.15vw;
  font-weight: 700;
  color: #fff;
  word-break: break-all;
  font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
  background: rgba(0, 0, 0, 0.35);
  border-radius: 0.8vw;
  padding: 0.5vw 0.9vw;
  max-width: 100%;
`;
const hidden = css`
  width: 24vw;
  height: 24vw;
  border-radius: 1.4vw;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1vw;
  background: repeating-linear-gradient(45deg, #2a2148 0 1.2vw, #332858 1.2vw 2.4vw);
  font-size: 1.6vw;
  font-weight: 800;
  box-shadow: inset 0 0 0 0.3vw rgba(255, 255, 255, 0.2);
`;
const right = css`
  display: flex;
  flex-direction: column;
  gap: 1vw;
  min-height: 0;
`;
const heading = css`
  display: flex;
  align-items: baseline;
  gap: 1vw;
  margin: 0;
  font-size: 2.4vw;
  font-weight: 900;
  small {
    font-size: 1.4vw;
    color: ${colors.textDim};
    font-weight: 700;
  }
`;
const banner = css`
  margin: 0;
  padding: 0.6vw 1.5vw;
  border-radius: 999px;
  align-self: flex-start;
  font-size: 1.6vw;
  font-weight: 900;
  color: #1b1530;
  background: linear-gradient(90deg, ${colors.left}, ${colors.accent}, ${colors.right});
  animation: banner-pulse 1.6s ease-in-out infinite;
  @keyframes banner-pulse {
    50% {
      transform: scale(1.04);
    }
  }
`;
const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(var(--avatar, 6vw) + 3vw), 1fr));
  gap: 0.8vw;
  align-content: start;
  list-style: none;
  margin: 0;
  padding: 0;
  overflow: auto;
  min-height: 0;
`;
const columns = css`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: 1fr 0.8fr 1fr;
  gap: 1.2vw;
`;
const column = css`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-radius: 1.4vw;
  overflow: hidden;
  background: rgba(0, 0, 0, 0.22);
  box-shadow: inset 0 0 0 0.25vw var(--team);
  ul {
    padding: 0.8vw;
  }
`;
const colHead = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.6vw 1.2vw;
  background: linear-gradient(180deg, var(--team), var(--deep));
  font-size: 1.7vw;
  font-weight: 900;
  b {
    font-size: 2.8vw;
    line-height: 1;
    text-shadow: 0 0.25vw 0 rgba(0, 0, 0, 0.3);
  }
`;
const steps = css`
  margin: auto 0 0;
  padding: 0;
  list-style: none;
  display: flex;
  gap: 1vw;
  counter-reset: step;
  li {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 0.8vw;
    padding: 0.7vw 1vw;
    border-radius: 1vw;
    background: rgba(0, 0, 0, 0.28);
    font-size: 1.3vw;
    font-weight: 800;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    flex: none;
    width: 2.6vw;
    height: 2.6vw;
    border-radius: 50%;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${colors.accent};
    color: #1b1530;
    font-weight: 900;
    font-size: 1.5vw;
  }
`;
const empty = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1vw;
  svg {
    animation: wiggle 1.2s ease-in-out infinite;
  }
  @keyframes wiggle {
    25% {
      transform: rotate(-12deg);
    }
    75% {
      transform: rotate(12deg);
    }
  }
`;

const TEAM_VARS: Record<Team | 'none', CSSProperties> = {
  left: { '--team': colors.left, '--deep': hostColors.leftDeep } as CSSProperties,
  right: { '--team': colors.right, '--deep': hostColors.rightDeep } as CSSProperties,
  none: { '--team': colors.noTeam, '--deep': hostColors.noTeamDeep } as CSSProperties,
};

/** The waiting room: how to join on the left, everyone who joined on the right, by team once teams matter. */
export function Lobby({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const joined = view.players.filter((p) => p.name);
  const sys = view.system;
  const byTeams = sys.status === 'teamSelect' || sys.teamsFixed || joined.some((p) => p.team);
  const shortUrl = view.room.joinUrl.replace(/^https?:\/\//, '');
  return (
    <div className={layout} data-scene="lobby">
      <section className={side}>
        <h1 className={title}>{t('Lobby_Title_00')}</h1>
        {view.room.hideCode ? (
          <div className={hidden} data-testid="code-hidden">
            <Lock size="5vw" />
            {t('Lobby_CodeHidden_00')}
          </div>
        ) : (
          <>
            <JoinQr url={view.room.joinUrl} />
            <p className={scan}>{t('Lobby_Scan_00')}</p>
            <p className={urlCss} data-testid="join-url">
              {shortUrl}
            </p>
          </>
        )}
      </section>
      <section className={right}>
        <h2 className={heading}>
          <span data-testid="player-count">{t('Unit:Players_00', { count: joined.length })}</span>
          <small>{t('Lobby_Limit_00', { max: view.room.maxPlayers })}</small>
          {view.room.locked && (
            <small data-testid="locked-chip">
              <Lock size="1.3vw" /> {t('Lobby_Locked_00')}
            </small>
          )}
        </h2>
        {sys.status === 'teamSelect' && !sys.teamsFixed && <p className={banner}>{t('Lobby_PickTeam_00')}</p>}
        {joined.length === 0 ? (
          <div className={empty}>
            <Phone size="7vw" />
            <p className={subline}>{t('Lobby_Waiting_00')}</p>
          </div>
        ) : byTeams ? (
          <div className={columns}>
            {(['left', 'none', 'right'] as const).map((team) => (
              <TeamColumn key={team} team={team} total={joined.length} players={joined.filter((p) => (p.team ?? 'none') === team)} />
            ))}
          </div>
        ) : (
          <ul className={grid} style={{ '--avatar': avatarSize(joined.length) } as CSSProperties}>
            {joined.map((p) => (
              <li key={p.id}>
                <PlayerCard p={p} size={avatarSize(joined.length)} />
              </li>
            ))}
          </ul>
        )}
        <NameRejections rejections={view.nameRejections} />
        {!byTeams && (
          <ol className={steps} data-testid="join-steps">
            <li>{t('Lobby_Step1_00')}</li>
            <li>{t('Lobby_Step2_00')}</li>
            <li>{t('Lobby_Step3_00')}</li>
          </ol>
        )}
      </section>
    </div>
  );
}

/** Avatars shrink as the room fills, so up to 100 players fit without scrolling. */
function avatarSize(n: number): string {
  return n <= 8 ? '7.5vw' : n <= 18 ? '5.5vw' : n <= 40 ? '4vw' : '3vw';
}

function TeamColumn({ team, players, total }: { team: Team | 'none'; players: PublicPlayer[]; total: number }) {
  const { t } = useTranslation('Host');
  // A team column is about a third as wide as the whole grid.
  const n = Math.max(players.length, Math.ceil(total / 2));
  const size = n <= 6 ? '5.5vw' : n <= 16 ? '4vw' : '3vw';
  return (
    <div className={column} style={TEAM_VARS[team]} data-testid={`team-${team}`}>
      <div className={colHead}>
        <span>{t(`Team_${team}_00`)}</span>
        <b data-testid="team-count">{players.length}</b>
      </div>
      <ul className={grid} style={{ '--avatar': size } as CSSProperties}>
        {players.map((p) => (
          <li key={p.id}>
            <PlayerCard p={p} size={size} />
          </li>
        ))}
      </ul>
    </div>
  );
}
