import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import { client } from '../../../engine/clientStore';
import { clearIntentError, sendIntent } from '../../../engine/socketClient';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { GameButton } from '../../../ui/GameButton';
import { colors, fonts, teamColor, vw } from '../../../ui/tokens';
import type { Gm110PhoneOwn, NoteView } from '../rules/views';
import { Crown } from '../shared/Art';
import { slotName, squadName } from '../shared/labels';
import { refusalOf } from '../shared/refusals';

export type Own = Snapshot<Gm110PhoneOwn>;

export const chip = css`
  display: inline-block;
  padding: ${vw(1.2)} ${vw(3.5)};
  border-radius: ${vw(5)};
  background: ${colors.bgCard};
  font-size: ${vw(3.8)};
  font-weight: 700;
`;
export const card = css`
  width: 100%;
  padding: ${vw(3)};
  border-radius: ${vw(4)};
  background: ${colors.bgCard};
`;

const squadBox = css`
  width: 100%;
  border-top: ${vw(1.5)} solid var(--team);
  ul {
    margin: ${vw(2)} 0 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${vw(1.5)};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${vw(2)};
    font-size: ${vw(4.4)};
    font-weight: 700;
    text-align: left;
    min-width: 0;
  }
  li span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li[data-me='true'] {
    color: ${colors.accent};
  }
  svg {
    width: ${vw(7)};
    height: ${vw(5)};
    flex: none;
  }
  li i {
    width: ${vw(7)};
    flex: none;
  }
`;

/** The player's squad: its name in the team's colour, the leader crowned. */
export function SquadCard({ own }: { own: Own }) {
  const { t } = useTranslation('gm110');
  const q = own.squad;
  if (!q) return null;
  return (
    <div className={`${card} ${squadBox}`} style={{ ['--team' as string]: teamColor(q.team) }} data-testid="squad-card">
      <strong>{squadName(t, q.team, q.index)}</strong>
      <ul>
        {q.members.map((m) => (
          <li key={m.id} data-me={m.id === own.me}>
            {m.leader ? <Crown /> : <i />}
            <span>{m.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const notes = css`
  display: flex;
  gap: ${vw(2)};
  width: 100%;
  overflow-x: auto;
  padding-bottom: ${vw(1)};
  figure {
    margin: 0;
    flex: 0 0 ${vw(27)};
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${vw(1)};
    min-width: 0;
  }
  img,
  figure > div {
    width: ${vw(27)};
    height: ${vw(27)};
    border-radius: ${vw(2)};
    background: ${colors.paper};
    object-fit: contain;
  }
  figure > div {
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${colors.ink};
    font-family: ${fonts.display};
    font-size: ${vw(9)};
    opacity: 0.5;
  }
  figcaption {
    width: 100%;
    font-size: ${vw(3.2)};
    line-height: 1.25;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  figcaption small {
    display: block;
    color: ${colors.textDim};
  }
  &[data-size='large'] figure {
    flex-basis: ${vw(40)};
  }
  &[data-size='large'] img,
  &[data-size='large'] figure > div {
    width: ${vw(40)};
    height: ${vw(40)};
  }
`;

/** The squad's notes: each member's scribble with the slots it stands for ("?" while not in). */
export function NoteStrip({ own, list = own.notes, large = false }: { own: Own; list?: readonly Snapshot<NoteView>[]; large?: boolean }) {
  const { t } = useTranslation('gm110');
  return (
    <div className={notes} data-size={large ? 'large' : 'small'} data-testid="note-strip">
      {list.map((n) => (
        <figure key={n.by} data-testid="note">
          {n.url ? <img src={n.url} alt={t('Note_Alt_00', { name: n.name })} /> : <div>?</div>}
          <figcaption>
            {n.name}
            <small>{n.slots.map((i) => slotName(t, own.slots, i)).join(' · ')}</small>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

const refused = css`
  margin: 0;
  padding: ${vw(2)} ${vw(4)};
  border-radius: ${vw(3)};
  background: ${colors.danger};
  font-weight: 700;
  font-size: ${vw(4)};
`;

/** A move the server refused, in words (the candidate after serving, a note too late…); a new customer starts clean. */
export function Refusal({ customer, moves }: { customer: number; moves: readonly string[] }) {
  const { t } = useTranslation('gm110');
  const intents = useSnapshot(client).intents;
  const error = moves.map((m) => intents[m]?.error).find((e) => !!e) ?? null;
  useEffect(() => {
    for (const m of moves) clearIntentError(m);
  }, [customer]);
  useEffect(() => {
    if (error) vibrate(buzz.error);
  }, [error]);
  if (!error) return null;
  const why = refusalOf(error.detail);
  return (
    <p className={refused} role="alert" data-testid="refused" data-why={why ?? ''}>
      {t(`Refused_${why ?? 'other'}_00`)}
    </p>
  );
}

export function CheerButton() {
  const { t } = useTranslation('gm110');
  return (
    <GameButton tone="ghost" size="small" lock={false} onPress={() => sendIntent('cheer', {})}>
      {t('Cheer_00')}
    </GameButton>
  );
}
