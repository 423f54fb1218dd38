import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { cardText, EVENT_CARD_NAMESPACES } from '../../i18n/eventCards';
import { EVENT_CARDS, type EventCard } from '../../protocol/enums';
import type { HostView } from '../../protocol/views';
import { colors } from '../../ui/tokens';
import { host } from '../logic/commands';
import { hostUi } from '../logic/hostUi';
import { CardGlyph } from '../ui/icons';
import { Sheet } from './Sheet';

const grid = css`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 1vw;
`;
const cardBtn = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.6vw;
  padding: 1.2vw 0.8vw;
  border-radius: 1.2vw;
  border: 0;
  font: inherit;
  cursor: pointer;
  color: #1b1530;
  text-align: center;
  background: linear-gradient(160deg, #fff7d6, ${colors.accent} 70%);
  box-shadow: 0 0.4vw 0 #c98f00;
  strong {
    font-size: 1.35vw;
    font-weight: 900;
  }
  small {
    font-size: 0.95vw;
    font-weight: 700;
  }
  &:hover {
    transform: translateY(-0.3vw) rotate(-1deg);
  }
`;
const hint = css`
  position: absolute;
  top: -0.8vw;
  right: -0.4vw;
  background: ${colors.right};
  color: #fff;
  border-radius: 999px;
  padding: 0.1vw 0.7vw;
  font-size: 0.9vw;
  font-weight: 900;
`;

/** GAMES.md: an event card about every third game, or when a team trails by 2. */
export function suggestEventCard(view: HostView): boolean {
  const n = view.system.history.length;
  return (n > 0 && n % 3 === 0) || Math.abs(view.system.scores.left - view.system.scores.right) >= 2;
}

export function EventCardPanel({ view }: { view: HostView }) {
  const { t } = useTranslation(EVENT_CARD_NAMESPACES);
  const close = () => {
    hostUi.panel = null;
  };
  const play = (card: EventCard) => {
    host({ type: 'eventCard', card });
    hostUi.screen = null;
    close();
  };
  return (
    <Sheet title={t('md608:Panel_00')} onClose={close} testId="event-panel">
      {suggestEventCard(view) && <p>{t('md608:Suggested_00')}</p>}
      <div className={grid}>
        {EVENT_CARDS.map((c) => (
          <button key={c} type="button" className={cardBtn} onClick={() => play(c)} data-testid={`card-${c}`}>
            {c === 'smallTeamBoost' && view.room.teams.left !== view.room.teams.right && <span className={hint}>{t('md608:Fits_00')}</span>}
            <CardGlyph card={c} size="5vw" />
            <strong>{t(cardText(c, 'Name'))}</strong>
            <small>{t(cardText(c, 'Desc'))}</small>
          </button>
        ))}
      </div>
    </Sheet>
  );
}
