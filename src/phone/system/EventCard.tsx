import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { cardText, EVENT_CARD_NAMESPACES } from '../../i18n/eventCards';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { sendIntent } from '../../engine/socketClient';
import { Events } from '../../protocol/events';
import type { EventCard as EventCardId } from '../../protocol/system';
import type { PhoneView } from '../../protocol/views';
import { title } from '../../ui/styles';
import { colors, fonts, vw } from '../../ui/tokens';
import { EventCardArt } from '../art/EventCardArt';
import { EmoteBar } from './parts/EmoteBar';
import { stage } from './parts/stage';

const scene = css`
  perspective: ${vw(200)};
`;
const card = css`
  position: relative;
  width: ${vw(70)};
  height: ${vw(96)};
  transform-style: preserve-3d;
  animation: ec-flip 900ms cubic-bezier(0.3, 1.4, 0.5, 1) both;
  @keyframes ec-flip {
    from {
      transform: rotateY(180deg) scale(0.7);
    }
    to {
      transform: rotateY(0) scale(1);
    }
  }
`;
const face = css`
  position: absolute;
  inset: 0;
  border-radius: ${vw(6)};
  backface-visibility: hidden;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(3)};
  padding: ${vw(6)};
  color: #fff;
  background: linear-gradient(160deg, ${colors.noTeam}, ${colors.noTeamDeep});
  box-shadow:
    inset 0 0 0 ${vw(1.6)} rgba(255, 255, 255, 0.85),
    0 ${vw(3)} 0 rgba(0, 0, 0, 0.3),
    0 ${vw(6)} ${vw(12)} rgba(0, 0, 0, 0.45);
  &[data-card='double'] {
    background: linear-gradient(160deg, ${colors.orange}, #c24f12);
  }
  &[data-card='md612'] {
    background: linear-gradient(160deg, ${colors.right}, ${colors.rightDeep});
  }
  &[data-card='smallTeamBoost'] {
    background: linear-gradient(160deg, ${colors.left}, ${colors.leftDeep});
  }
  &[data-card='reverse'] {
    background: linear-gradient(160deg, ${colors.cyan}, ${colors.cyanDeep});
  }
  &[data-card='silent'] {
    background: linear-gradient(160deg, #6b6387, #3b3456);
  }
`;
const back = css`
  transform: rotateY(180deg);
  background: repeating-linear-gradient(45deg, ${colors.noTeam} 0 ${vw(3)}, ${colors.noTeamDeep} ${vw(3)} ${vw(6)});
`;
const art = css`
  width: ${vw(38)};
  height: ${vw(38)};
`;
const name = css`
  margin: 0;
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(7.4)};
  text-shadow: 0 ${vw(0.8)} 0 rgba(0, 0, 0, 0.25);
`;
const desc = css`
  margin: 0;
  font-size: ${vw(4.2)};
  line-height: 1.45;
  font-weight: 700;
`;
const grow = css`
  flex: 1;
`;
const pair = css`
  display: flex;
  gap: ${vw(4)};
  button {
    all: unset;
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
  }
`;
const small = css`
  position: relative;
  width: ${vw(42)};
  height: ${vw(60)};
  padding: ${vw(4)};
  gap: ${vw(2)};
  p:first-of-type {
    font-size: ${vw(5.2)};
  }
`;
const hint = css`
  margin: 0;
  text-align: center;
  font-size: ${vw(4.4)};
  font-weight: 800;
  color: ${colors.accent};
`;

/** The team ahead on charge picks one of two cards (its phones can tap one); the other team watches. */
function Choice({ options, mine }: { options: readonly EventCardId[]; mine: boolean }) {
  const { t } = useTranslation(EVENT_CARD_NAMESPACES);
  const pending = useSnapshot(client).intents[Events.chooseCard]?.pending ?? false;
  return (
    <>
      <p className={hint} data-testid="card-choice">
        {t(mine ? 'md608:Choose_00' : 'md608:TheyChoose_00')}
      </p>
      <div className={pair}>
        {options.map((c, i) => (
          <button
            key={c}
            type="button"
            disabled={!mine || pending}
            onClick={() => sendIntent(Events.chooseCard, { index: i })}
            data-testid="card-option"
            aria-label={t(cardText(c, 'Name'))}
          >
            <div className={`${face} ${small}`} data-card={c}>
              <EventCardArt card={c} className={art} />
              <p className={name}>{t(cardText(c, 'Name'))}</p>
            </div>
          </button>
        ))}
      </div>
    </>
  );
}

/** SPEC.md eventCard: the card the big screen draws (double points, card steal md612, …), revealed with a flip. */
export function EventCard() {
  const { t } = useTranslation(EVENT_CARD_NAMESPACES);
  const view = useSnapshot(client).view as PhoneView;
  const c = view.system.eventCard;
  const choice = view.system.cardChoice;
  return (
    <main className={stage} data-scene="eventCard">
      <h1 className={title}>{t('md608:Title_00')}</h1>
      {choice && <Choice options={choice.options} mine={choice.mine} />}
      <div className={scene}>
        {c && (
          <div className={card} key={c} data-testid="event-card" data-card={c}>
            <div className={face} data-card={c}>
              <EventCardArt card={c} className={art} />
              <p className={name}>{t(cardText(c, 'Name'))}</p>
              <p className={desc}>{t(cardText(c, 'Body'))}</p>
            </div>
            <div className={`${face} ${back}`} />
          </div>
        )}
      </div>
      <div className={grow} />
      <EmoteBar />
    </main>
  );
}
