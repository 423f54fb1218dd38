import { css } from '@linaria/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { serverNow } from '../../engine/clock';
import { sendIntent } from '../../engine/socketClient';
import { Events } from '../../protocol/events';
import type { Nominee, PhoneView } from '../../protocol/views';
import { Avatar } from '../../ui/Avatar';
import { GameButton } from '../../ui/GameButton';
import { StarFill } from '../../ui/icons';
import { body, title } from '../../ui/styles';
import { colors, disabledOpacity, fonts, motionCurve, vw } from '../../ui/tokens';
import { Countdown } from './parts/Countdown';
import { stage } from './parts/stage';

const top = css`
  display: flex;
  align-items: center;
  gap: ${vw(4)};
  width: 100%;
  text-align: left;
`;
const topText = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${vw(1)};
`;
const list = css`
  width: 100%;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vw(3.5)};
`;
const card = css`
  position: relative;
  border: 0;
  padding: ${vw(4)} ${vw(2)} ${vw(3)};
  border-radius: ${vw(5)};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(2)};
  color: ${colors.ink};
  background: ${colors.paper};
  box-shadow:
    0 ${vw(1.4)} 0 #d9c9a8,
    0 ${vw(3)} ${vw(6)} rgba(0, 0, 0, 0.3);
  font-family: ${fonts.display};
  cursor: pointer;
  transition:
    transform 140ms ${motionCurve.pop},
    box-shadow 140ms;
  &:disabled {
    opacity: ${disabledOpacity};
    cursor: default;
  }
  &[aria-pressed='true'] {
    transform: translateY(${vw(-1)}) scale(1.03);
    box-shadow:
      0 0 0 ${vw(1.2)} ${colors.accent},
      0 ${vw(1.4)} 0 #d9c9a8,
      0 ${vw(4)} ${vw(8)} rgba(0, 0, 0, 0.4);
  }
  &[data-closed='true'] {
    opacity: 0.55;
  }
  &[data-winner='true'] {
    opacity: 1;
    box-shadow:
      0 0 0 ${vw(1.4)} ${colors.accent},
      0 0 ${vw(8)} ${colors.accent};
  }
`;
const nm = css`
  font-weight: 900;
  font-size: ${vw(4.6)};
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const tag = css`
  position: absolute;
  top: ${vw(-2.4)};
  padding: ${vw(0.6)} ${vw(2.6)};
  border-radius: 999px;
  font-size: ${vw(3)};
  font-weight: 900;
  color: #fff;
  background: ${colors.noTeam};
  &[data-kind='vote'] {
    background: ${colors.accent};
    color: ${colors.ink};
  }
  &[data-kind='win'] {
    background: ${colors.orange};
  }
`;
const crown = css`
  position: absolute;
  top: ${vw(-6)};
  right: ${vw(-1)};
  width: ${vw(11)};
  height: ${vw(11)};
  color: ${colors.accent};
  filter: drop-shadow(0 ${vw(0.6)} 0 rgba(0, 0, 0, 0.3));
  animation: mvp-bob 1s ease-in-out infinite alternate;
  @keyframes mvp-bob {
    to {
      transform: translateY(${vw(-1)}) rotate(8deg);
    }
  }
`;
const thanks = css`
  width: 100%;
  padding: ${vw(3)} ${vw(4)};
  border-radius: ${vw(4)};
  background: rgba(47, 191, 113, 0.18);
  color: ${colors.leftSoft};
  font-weight: 800;
`;

/**
 * SPEC.md votingMvp: the nominees with their photos, the deadline counting down, one vote each
 * (`vote {choice}`), never for yourself. After voting, a thank-you; after closing, the winners.
 */
export function VotingMvp() {
  const { t } = useTranslation('System');
  const snap = useSnapshot(client);
  const view = snap.view as PhoneView;
  const v = view.system.vote;
  const [choice, setChoice] = useState<string | null>(null);
  const [total] = useState(() => (v ? Math.max(1000, v.deadline - serverNow()) : 15_000));
  const pending = snap.intents[Events.vote]?.pending ?? false;
  if (!v) return <main className={stage} data-scene="votingMvp" />;
  const closed = v.result !== null;
  const voted = v.voted;
  const nameOf = (id: string) => v.choices.find((c) => c.id === id)?.name ?? '';
  const me = view.me.playerId;
  return (
    <main className={stage} data-scene="votingMvp" data-step={closed ? 'result' : voted ? 'voted' : 'voting'}>
      <div className={top}>
        <div className={topText}>
          <h1 className={title}>{closed ? t('Vote_Result_Title_00') : t('Vote_Title_00')}</h1>
          <p className={body}>
            {closed ? (v.result!.length ? t('Vote_Result_Body_00', { names: v.result!.map(nameOf).join(', ') }) : t('Vote_Result_None_00')) : t('Vote_Body_00')}
          </p>
        </div>
        {!closed && <Countdown deadline={v.deadline} totalMs={total} />}
      </div>
      <div className={list} role="radiogroup" aria-label={t('Vote_Title_00')}>
        {v.choices.map((n: Nominee) => {
          const self = n.id === me;
          const winner = closed && v.result!.includes(n.id);
          return (
            <button
              key={n.id}
              type="button"
              className={card}
              aria-pressed={(voted ?? choice) === n.id}
              data-winner={String(winner)}
              data-closed={String(closed)}
              disabled={closed || !!voted || self}
              onClick={() => setChoice(n.id)}
              data-testid="nominee"
            >
              {self && <span className={tag}>{t('Vote_You_00')}</span>}
              {voted === n.id && (
                <span className={tag} data-kind="vote">
                  {t('Vote_Mine_00')}
                </span>
              )}
              {winner && <StarFill className={crown} />}
              <Avatar photo={n.photo} name={n.name} team={n.team} size={24} />
              <span className={nm}>{n.name}</span>
            </button>
          );
        })}
      </div>
      {!closed && !voted && (
        <GameButton block disabled={!choice || pending} onPress={() => choice && sendIntent(Events.vote, { choice })} data-testid="vote-send">
          {choice ? t('Vote_Send_00', { name: nameOf(choice) }) : t('Vote_Pick_00')}
        </GameButton>
      )}
      {!closed && voted && (
        <p className={thanks} role="status">
          {t('Vote_Thanks_00', { name: nameOf(voted) })}
        </p>
      )}
    </main>
  );
}
