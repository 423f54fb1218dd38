import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendIntent } from '../../../engine/socketClient';
import { GameButton } from '../../../ui/GameButton';
import { colors, fonts, vw } from '../../../ui/tokens';
import { ItemArt, Sundae } from '../shared/Art';
import { slotName } from '../shared/labels';
import { candidatesOf, type Item } from '../shared/menu';
import type { Own } from './parts';

const row = css`
  display: grid;
  grid-template-columns: ${vw(26)} 1fr;
  gap: ${vw(3)};
  width: 100%;
  align-items: center;
  > svg {
    width: ${vw(26)};
    height: ${vw(40)};
  }
`;
const tabs = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(1.5)};
  button {
    display: flex;
    align-items: center;
    gap: ${vw(2)};
    padding: ${vw(1.2)} ${vw(2.5)};
    border: ${vw(0.6)} solid transparent;
    border-radius: ${vw(3)};
    background: ${colors.bgCard};
    color: #fff;
    font: 700 ${vw(3.8)} / 1.2 ${fonts.body};
    text-align: left;
  }
  button[data-open='true'] {
    border-color: ${colors.accent};
  }
  button svg {
    width: ${vw(8)};
    height: ${vw(8)};
    flex: none;
  }
  button span {
    flex: 1;
  }
  button small {
    color: ${colors.textDim};
    font-size: ${vw(3.2)};
  }
  button:disabled {
    opacity: 0.7;
  }
`;
const grid = css`
  display: grid;
  /* Four equal columns whatever the names: a long one (Brezelhörnchen) breaks inside its button. */
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vw(2)};
  width: 100%;
  button {
    min-width: 0;
    overflow-wrap: anywhere;
    hyphens: auto;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${vw(0.5)};
    padding: ${vw(1.2)} ${vw(0.5)};
    border: ${vw(0.7)} solid transparent;
    border-radius: ${vw(3)};
    background: ${colors.bgRaised};
    color: #fff;
    font: 700 ${vw(3.1)} / 1.15 ${fonts.body};
  }
  button[data-chosen='true'] {
    border-color: ${colors.accent};
    background: ${colors.bgCard};
  }
  button:disabled {
    opacity: 0.4;
  }
  svg {
    width: ${vw(12)};
    height: ${vw(12)};
  }
`;

/**
 * The leader's candidate picker (SPEC.md candidate, showPicker, buttonClicked): a tab per slot of
 * the order, the open slot's candidates below, the ice cream as it stands, and the round's button.
 * Each pick goes to the server (the TV counts filled slots); once the button was clicked, nothing
 * changes any more (the server refuses it too).
 */
export function Picker({ own, round }: { own: Own; round: number }) {
  const { t } = useTranslation('gm110');
  const slots = own.slots;
  const candidate = own.candidate;
  const [open, setOpen] = useState(0); // SPEC.md showPicker: the slot whose candidates show
  const [clicked, setClicked] = useState(false); // SPEC.md buttonClicked for this round
  useEffect(() => {
    setOpen(0);
    setClicked(false);
  }, [round]);
  const locked = own.served || clicked;
  const choose = (item: Item) => {
    if (locked) return;
    sendIntent('gm110:pick', { round, slot: open, item });
    // On to the next slot still empty.
    const next = slots.findIndex((_, i) => i > open && candidate[i] === null);
    if (next >= 0) setOpen(next);
  };
  const kind = slots[open] ?? 'cone';
  return (
    <>
      <div className={row}>
        <Sundae slots={slots} items={candidate} />
        <div className={tabs} role="tablist">
          {slots.map((_, i) => {
            const c = candidate[i] ?? null;
            return (
              <button
                key={i}
                type="button"
                role="tab"
                aria-selected={open === i}
                data-open={open === i}
                data-testid={`slot-${i}`}
                disabled={locked}
                onClick={() => setOpen(i)}
              >
                {c ? <ItemArt item={c} /> : <svg viewBox="0 0 10 10" />}
                <span>
                  {slotName(t, slots, i)}
                  <br />
                  <small>{c ? t(`Item_${c}_00`) : t('Pick_Empty_00')}</small>
                </span>
              </button>
            );
          })}
        </div>
      </div>
      <div className={grid} data-testid="candidates">
        {candidatesOf(kind).map((item) => (
          <button
            key={item}
            type="button"
            data-testid={`candidate-${item}`}
            data-chosen={candidate[open] === item}
            disabled={locked}
            onClick={() => choose(item)}
          >
            <ItemArt item={item} />
            {t(`Item_${item}_00`)}
          </button>
        ))}
      </div>
      <GameButton
        tone="accent"
        block
        disabled={locked || candidate.every((c) => c === null)}
        data-testid="serve"
        onPress={() => {
          setClicked(true);
          sendIntent('gm110:serve', { round });
        }}
      >
        {locked ? t('Pick_Served_00') : t('Pick_Serve_00')}
      </GameButton>
    </>
  );
}
