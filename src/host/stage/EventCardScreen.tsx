import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { cardText, EVENT_CARD_NAMESPACES } from '../../i18n/eventCards';
import type { Team } from '../../protocol/enums';
import type { EventCard } from '../../protocol/system';
import { colors } from '../../ui/tokens';
import { CardGlyph } from '../ui/icons';
import { headline, scene, subline } from '../ui/styles';

const flip = css`
  perspective: 120vw;
  > div {
    animation: card-flip 0.9s cubic-bezier(0.3, 1.3, 0.5, 1) both;
    transform-style: preserve-3d;
  }
  @keyframes card-flip {
    from {
      transform: rotateY(180deg) scale(0.5);
      opacity: 0;
    }
    60% {
      opacity: 1;
    }
  }
`;
const face = css`
  width: 24vw;
  height: 32vw;
  border-radius: 2vw;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1vw;
  padding: 2vw;
  text-align: center;
  color: #1b1530;
  background: linear-gradient(160deg, #fff7d6, ${colors.accent} 60%, #ff9f1c);
  box-shadow:
    0 0 0 0.6vw #fff,
    0 0 0 1vw ${colors.noTeam},
    0 2vw 5vw rgba(0, 0, 0, 0.6);
  strong {
    font-size: 2.8vw;
    font-weight: 900;
    line-height: 1.1;
  }
  p {
    margin: 0;
    font-size: 1.4vw;
    font-weight: 700;
  }
`;

const pair = css`
  display: flex;
  gap: 4vw;
  /* Drawn at 80 %, and laid out at 80 % too (the 20 % a transform leaves is taken back), so a
     headline of two lines (ja, de) and the line under the cards still fit the stage. */
  > div {
    transform: scale(0.8);
    margin: -3.2vw -2.4vw;
  }
`;

/**
 * An event card turns over on the big screen (GAMES.md: double points, card steal, boost, reverse,
 * silent); in a session, first two cards for the team ahead on charge to pick from on its phones.
 */
export function EventCardScreen({ card, choice }: { card: EventCard | null; choice?: { options: readonly EventCard[]; team: Team } | null }) {
  const { t } = useTranslation(EVENT_CARD_NAMESPACES);
  if (choice)
    return (
      <section className={scene} data-scene="eventCard-choice">
        <h1 className={headline}>{t(choice.team === 'left' ? 'md608:LeftChooses_00' : 'md608:RightChooses_00')}</h1>
        <div className={pair}>
          {choice.options.map((c) => (
            <div key={c} className={face} data-testid="event-option">
              <CardGlyph card={c} size="10vw" />
              <strong>{t(cardText(c, 'Name'))}</strong>
              <p>{t(cardText(c, 'Desc'))}</p>
            </div>
          ))}
        </div>
        <p className={subline}>{t('md608:ChoiceSub_00')}</p>
      </section>
    );
  return (
    <section className={scene} data-scene="eventCard">
      <h1 className={headline}>{t('md608:Title_00')}</h1>
      {card && (
        <div className={flip} key={card}>
          <div className={face} data-testid="event-card">
            <CardGlyph card={card} size="10vw" />
            <strong>{t(cardText(card, 'Name'))}</strong>
            <p>{t(cardText(card, 'Desc'))}</p>
          </div>
        </div>
      )}
      <p className={subline}>{t('md608:Sub_00')}</p>
    </section>
  );
}
