import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostView, PublicPlayer } from '../../protocol/views';
import { hostSound } from '../../sound/hostSound';
import { colors } from '../../ui/tokens';
import { ConfettiRain } from '../fx/ConfettiRain';
import { useNow } from '../logic/useNow';
import { Avatar } from '../ui/Avatar';
import { Crown } from '../ui/icons';
import { headline, pop, scene, subline } from '../ui/styles';

const row = css`
  display: flex;
  gap: 2.5vw;
  align-items: flex-end;
  justify-content: center;
`;
const nominee = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.6vw;
  width: 14vw;
  text-align: center;
  strong {
    font-size: 1.8vw;
    font-weight: 900;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  em {
    font-style: normal;
    font-size: 1.1vw;
    font-weight: 800;
    color: #1b1530;
    background: ${colors.accent};
    border-radius: 999px;
    padding: 0.15vw 0.8vw;
  }
  &[data-lost='true'] {
    opacity: 0.5;
    transform: scale(0.85);
    transition: all 0.6s;
  }
`;
const barBox = css`
  width: 5vw;
  height: 12vw;
  display: flex;
  align-items: flex-end;
  justify-content: center;
`;
const bar = css`
  width: 100%;
  border-radius: 0.8vw 0.8vw 0 0;
  background: linear-gradient(0deg, ${colors.noTeam}, ${colors.right});
  height: calc(var(--v) * 100%);
  min-height: 2.6vw;
  transition: height 1.2s cubic-bezier(0.3, 1.3, 0.5, 1);
  display: flex;
  justify-content: center;
  font-weight: 900;
  font-size: 1.8vw;
`;
const clock = css`
  width: 9vw;
  height: 9vw;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 4.5vw;
  font-weight: 900;
  color: #1b1530;
  background: conic-gradient(${colors.accent} calc(var(--p) * 360deg), rgba(255, 255, 255, 0.2) 0);
  box-shadow: 0 0.6vw 1.6vw rgba(0, 0, 0, 0.4);
  &[data-hurry='true'] {
    animation: hurry 0.5s ease-in-out infinite alternate;
  }
  @keyframes hurry {
    to {
      transform: scale(1.12);
    }
  }
`;
const winner = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.6vw;
  strong {
    font-size: 4vw;
    font-weight: 900;
    text-shadow: 0 0.4vw 0 rgba(0, 0, 0, 0.4);
  }
`;
const crownCss = css`
  margin-bottom: -3vw;
  z-index: 1;
  animation: crown 1.2s ease-in-out infinite alternate;
  @keyframes crown {
    to {
      transform: translateY(-0.8vw) rotate(6deg);
    }
  }
`;
const top = css`
  display: flex;
  align-items: center;
  gap: 3vw;
`;

/** MVP voting: nominees with their awards, votes coming in, then the tally and the winner. */
export function MvpScreen({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const v = view.system.voting;
  const awards = v?.awards ?? {};
  const now = useNow();
  const secs = v && !v.result ? Math.max(0, Math.ceil((v.deadline - now) / 1000)) : 0;
  const lastSec = useRef(secs);
  useEffect(() => {
    if (secs !== lastSec.current && secs > 0 && secs <= 3) hostSound.play('countdown');
    lastSec.current = secs;
  }, [secs]);
  useEffect(() => {
    if (v?.result?.length) hostSound.play('fanfare');
  }, [v?.result?.join()]);
  if (!v) return null;
  const nominees = v.choices.map((id) => view.players.find((p) => p.id === id)).filter((p): p is PublicPlayer => !!p);
  const voters = view.players.filter((p) => p.name && p.connected).length;
  const max = Math.max(1, ...Object.values(v.tally));
  const winners = v.result ? nominees.filter((p) => v.result!.includes(p.id)) : [];
  return (
    <section className={scene} data-scene="votingMvp" data-result={v.result ? 'shown' : ''}>
      {winners.length > 0 && <ConfettiRain />}
      {v.result ? (
        winners.length > 0 ? (
          <div className={`${top} ${pop}`} data-testid="mvp-winner">
            {winners.map((p) => (
              <div key={p.id} className={winner}>
                <Crown size="7vw" className={crownCss} />
                <Avatar name={p.name} photo={p.photo} team={p.team} size="16vw" />
                <strong data-testid="mvp-winner-name">{p.name}</strong>
              </div>
            ))}
            <h1 className={headline}>{t('Mvp_Winner_00', { count: winners.length })}</h1>
          </div>
        ) : (
          <h1 className={headline}>{t('Mvp_NoVotes_00')}</h1>
        )
      ) : (
        <div className={top}>
          <h1 className={headline}>{t('Mvp_Title_00')}</h1>
          <div className={clock} style={{ '--p': Math.min(1, secs / 15) } as CSSProperties} data-hurry={secs <= 3}>
            {secs}
          </div>
        </div>
      )}
      {!v.result && (
        <p className={subline} data-testid="mvp-votes">
          {t('Mvp_Votes_00', { votes: v.votes, voters })}
        </p>
      )}
      <div className={row}>
        {nominees.map((p) => (
          <div key={p.id} className={nominee} data-lost={!!v.result && !v.result.includes(p.id)} data-testid="nominee">
            {v.result && (
              <div className={barBox}>
                <div className={bar} style={{ '--v': (v.tally[p.id] ?? 0) / max } as CSSProperties}>
                  {v.tally[p.id] ?? 0}
                </div>
              </div>
            )}
            {!v.result && <Avatar name={p.name} photo={p.photo} team={p.team} size="10vw" />}
            <strong>{p.name}</strong>
            {awards[p.id] && <em>{t(`Award_${awards[p.id]}_00`)}</em>}
          </div>
        ))}
      </div>
    </section>
  );
}
