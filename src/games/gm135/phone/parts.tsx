import { css } from '@linaria/core';
import { memo, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import { client } from '../../../engine/clientStore';
import { clearIntentError, sendIntent } from '../../../engine/socketClient';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { colors, fonts, FRAME_MS, teamColor, vw } from '../../../ui/tokens';
import { refusalOf } from '../rules/refusals';
import { CENTRE, FREE } from '../rules/card';
import type { Gm135PhoneOwn } from '../rules/views';
import { SoundIcon } from '../shared/Art';
import { SOUND_ITEMS, type SoundItem } from '../shared/items';

export type Own = Snapshot<Gm135PhoneOwn>;

export const OPEN = 'gm135:open';
export const SOUND = 'gm135:sound';

export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${vw(1.5)};
  padding: ${vw(1.2)} ${vw(3.5)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-family: ${fonts.display};
  font-size: ${vw(4.2)};
  white-space: nowrap;
  &[data-team='left'] {
    background: ${colors.left};
  }
  &[data-team='right'] {
    background: ${colors.right};
  }
  &[data-hot='true'] {
    background: ${colors.accent};
    color: ${colors.ink};
    animation: gm135-pulse 0.8s ease-in-out infinite;
  }
  @keyframes gm135-pulse {
    50% {
      transform: scale(1.08);
    }
  }
`;

const grid = css`
  --edge: ${colors.noTeam};
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: ${vw(1.4)};
  width: ${vw(86)};
  padding: ${vw(2)};
  border-radius: ${vw(4)};
  background: ${colors.paper};
  box-shadow:
    0 0 0 ${vw(1.2)} var(--edge),
    0 ${vw(2)} ${vw(4)} rgba(0, 0, 0, 0.4);
  &[data-team='left'] {
    --edge: ${colors.left};
  }
  &[data-team='right'] {
    --edge: ${colors.right};
  }
  &[data-size='small'] {
    width: ${vw(62)};
    gap: ${vw(1)};
  }
`;
const head = css`
  font-family: ${fonts.display};
  font-size: ${vw(6.5)};
  color: var(--edge);
  text-align: center;
  line-height: 1.1;
  [data-size='small'] > & {
    font-size: ${vw(4.6)};
  }
`;
const cellCls = css`
  position: relative;
  appearance: none;
  border: 0;
  aspect-ratio: 1;
  border-radius: ${vw(2.4)};
  background: #efe6d6;
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: ${vw(7)};
  line-height: 1;
  padding: 0;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  [data-size='small'] > & {
    font-size: ${vw(4.8)};
    border-radius: ${vw(1.6)};
  }
  &[data-state='called'] {
    background: #fff;
    box-shadow: inset 0 0 0 ${vw(0.8)} ${colors.accentDeep};
  }
  &[data-state='opened'] {
    background: var(--edge);
    color: #fff;
  }
  &[data-state='opened']::after {
    content: '';
    position: absolute;
    inset: 14%;
    border-radius: 50%;
    border: ${vw(1)} solid rgba(255, 255, 255, 0.85);
  }
  &[data-reached='true'][data-state='opened'] {
    box-shadow: 0 0 0 ${vw(0.6)} ${colors.accent};
  }
  &[data-line='true'] {
    background: ${colors.accent};
    color: ${colors.ink};
  }
  &[data-free='true'] {
    font-size: ${vw(3.6)};
  }
  [data-size='small'] > &[data-free='true'] {
    font-size: ${vw(2.5)};
  }
  &[data-flash='true'] {
    animation: gm135-flash var(--flash-step) steps(2, jump-none) var(--flash-times);
  }
  @keyframes gm135-flash {
    0% {
      background: ${colors.accent};
      transform: scale(1.08);
    }
    100% {
      background: #fff;
      transform: scale(1);
    }
  }
`;

/**
 * The card: 25 cells, the free centre in the middle. A called cell is outlined, an opened one filled
 * with the team's colour; a tap on any cell asks the server to open it (it judges). A freshly called
 * cell flashes for `cellFlashFrames` frames (SPEC.md: 2000 ms in frames); `flashKey` restarts it.
 */
export function Card({
  own,
  active = true,
  size,
  lines,
  flashKey = 0,
}: {
  own: Own;
  active?: boolean;
  size?: 'small';
  lines?: readonly number[];
  flashKey?: number;
}) {
  const { t } = useTranslation('gm135');
  const inLine = new Set((lines ?? []).flatMap((k) => LINE_CELLS[k] ?? []));
  const flashFor = (own.cellFlashFrames * FRAME_MS) / 8;
  // A tapped called cell shows opened at once, before the server's view says so (a round trip
  // through the worker is several frames on a slow phone); a refusal takes the guesses back.
  const [opening, setOpening] = useState<ReadonlySet<number>>(() => new Set());
  const refusal = useSnapshot(client).intents[OPEN]?.error ?? null;
  useEffect(() => {
    if (refusal) setOpening(new Set());
  }, [refusal]);
  const tap = useCallback((i: number, openable: boolean) => {
    vibrate(buzz.tap);
    if (openable) setOpening((was) => new Set(was).add(i));
    sendIntent(OPEN, { cell: i });
  }, []);
  const freeLabel = t('Cell_Free_00');
  return (
    <div className={grid} data-team={own.team ?? ''} data-size={size ?? ''} data-testid="card">
      {['B', 'I', 'N', 'G', 'O'].map((l) => (
        <div key={l} className={head} aria-hidden="true">
          {l}
        </div>
      ))}
      {own.cells.map((c, i) => {
        const opened = c.opened || (c.called && opening.has(i));
        const flash = !opened && (own.cellFlashConditions[i] || (flashKey > 0 && c.called));
        return (
          <Cell
            key={flashKey > 0 && flash ? `${i}-${flashKey}` : i}
            i={i}
            number={c.number}
            state={opened ? 'opened' : c.called ? 'called' : 'plain'}
            reached={c.reached}
            line={inLine.has(i)}
            flash={flash}
            flashFor={flashFor}
            active={active}
            openable={c.called && !c.opened}
            freeLabel={freeLabel}
            onTap={tap}
          />
        );
      })}
    </div>
  );
}

/**
 * One cell, given only what it draws: a patch renders the card, and only the cells whose figures
 * changed render again (on a low-end phone each patch rendered all 25, a long task in itself).
 */
const Cell = memo(function Cell({
  i,
  number,
  state,
  reached,
  line,
  flash,
  flashFor,
  active,
  openable,
  freeLabel,
  onTap,
}: {
  i: number;
  number: number;
  state: 'opened' | 'called' | 'plain';
  reached: boolean;
  line: boolean;
  flash: boolean;
  flashFor: number;
  active: boolean;
  openable: boolean;
  freeLabel: string;
  onTap: (i: number, openable: boolean) => void;
}) {
  const free = number === FREE;
  return (
    <button
      type="button"
      className={cellCls}
      data-testid={`cell-${i}`}
      data-number={number}
      data-state={state}
      data-reached={reached}
      data-line={line}
      data-free={free}
      data-flash={flash}
      style={{ ['--flash-step' as string]: `${flashFor}ms`, ['--flash-times' as string]: '8' }}
      disabled={!active}
      aria-label={free ? freeLabel : String(number)}
      onClick={() => onTap(i, openable)}
    >
      {free ? freeLabel : number}
    </button>
  );
});

/** The cells of each of the 12 lines (rows, columns, diagonals), as the rules count them. */
const LINE_CELLS: number[][] = [
  ...[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => r * 5 + c)),
  ...[0, 1, 2, 3, 4].map((c) => [0, 1, 2, 3, 4].map((r) => r * 5 + c)),
  [0, 6, CENTRE, 18, 24],
  [4, 8, CENTRE, 16, 20],
];

const refused = css`
  margin: 0;
  padding: ${vw(1.5)} ${vw(4)};
  border-radius: ${vw(3)};
  background: ${colors.dangerDeep};
  font-weight: 800;
  font-size: ${vw(3.8)};
`;

/** Why the last tap did not count (the server's answer to `intent`). */
export function Refusal({ intent, reset }: { intent: string; reset?: unknown }) {
  const { t } = useTranslation('gm135');
  const error = useSnapshot(client).intents[intent]?.error ?? null;
  useEffect(() => clearIntentError(intent), [intent, reset]);
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

const board = css`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${vw(1.6)};
  width: 100%;
  &[data-size='full'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vw(2.4)};
  }
`;
const pad = css`
  appearance: none;
  border: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(0.6)};
  padding: ${vw(1.2)};
  border-radius: ${vw(3)};
  background: ${colors.bgCard};
  color: #fff;
  box-shadow: 0 ${vw(1)} 0 rgba(0, 0, 0, 0.35);
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  svg {
    width: ${vw(10)};
    height: ${vw(10)};
  }
  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    font-size: ${vw(2.8)};
    font-weight: 700;
    white-space: nowrap;
  }
  &:active,
  &[data-hit='true'] {
    transform: translateY(${vw(0.8)});
    box-shadow: 0 ${vw(0.2)} 0 rgba(0, 0, 0, 0.35);
    background: ${colors.bgRaised};
  }
  [data-size='full'] > & {
    flex-direction: row;
    justify-content: flex-start;
    gap: ${vw(3)};
    padding: ${vw(2.4)} ${vw(3)};
    svg {
      flex: none;
      width: ${vw(11)};
      height: ${vw(11)};
    }
    span {
      font-size: ${vw(4.2)};
    }
  }
`;

/** The soundboard: ten items, played on the TV (the server limits each phone; the TV mixes). */
export function Soundboard({ own, full }: { own: Own; full?: boolean }) {
  const [hit, setHit] = useState<string | null>(null);
  useEffect(() => {
    if (!hit) return;
    const id = setTimeout(() => setHit(null), Math.max(120, own.soundGapMs));
    return () => clearTimeout(id);
  }, [hit, own.soundGapMs]);
  const press = useCallback((item: string) => {
    vibrate(buzz.tap);
    setHit(item);
    sendIntent(SOUND, { item });
  }, []);
  return (
    <>
      <div className={board} data-size={full ? 'full' : 'compact'} data-testid="soundboard" style={{ borderColor: teamColor(own.team) }}>
        {SOUND_ITEMS.map((item) => (
          <SoundPad key={item} item={item} hit={hit === item} onPress={press} />
        ))}
      </div>
      <Refusal intent={SOUND} />
    </>
  );
}

/** One item's pad (its drawing is the heaviest part of the screen: rendered again only when pressed). */
const SoundPad = memo(function SoundPad({ item, hit, onPress }: { item: SoundItem; hit: boolean; onPress: (item: SoundItem) => void }) {
  const { t } = useTranslation('gm135');
  return (
    <button type="button" className={pad} data-testid={`sound-${item}`} data-hit={hit} onClick={() => onPress(item)}>
      <SoundIcon item={item} />
      <span>{t(`Sound_${item}_00`)}</span>
    </button>
  );
});
