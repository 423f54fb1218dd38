import type { TFunction } from 'i18next';
import type { Team } from '../../../protocol/enums';
import type { SlotKind } from './menu';

/** A slot's name: "Cone", "Scoop 2", "Topping" (scoops counted bottom to top). */
export function slotName(t: TFunction, slots: readonly SlotKind[], i: number): string {
  const kind = slots[i];
  if (kind === 'scoop') return t('Slot_scoop_00', { n: slots.slice(0, i + 1).filter((k) => k === 'scoop').length });
  return t(kind === 'cone' ? 'Slot_cone_00' : 'Slot_topping_00');
}

export const teamName = (t: TFunction, team: Team) => t(`Team_${team}_00`);

/** A squad's name within its team: "Green 2". */
export const squadName = (t: TFunction, team: Team, index: number) => t('Squad_Name_00', { team: teamName(t, team), n: index + 1 });

/** A mean of stars as shown: one decimal, or a dash without any. */
export const starsText = (x: number | null | undefined) => (x === null || x === undefined ? '–' : (Math.round(x * 10) / 10).toFixed(1));
