import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import { ThumbPads } from '../../common/phone/ThumbPads';
import { gripEnough } from '../rules/judge';
import type { Holding } from '../rules/types';

/** Which grip pads a thumb is on now, on this phone. */
export const grip = proxy({ left: false, right: false });

/** SPEC.md §3 `holding` from the pads: none, either (one of them), both. */
export const holdingOf = (g: { left: boolean; right: boolean }): Holding => (g.left && g.right ? 'both' : g.left || g.right ? 'either' : 'none');

/**
 * The grip pads of `holding` (see gm113 rules' `hold`): a pad at each lower corner where the thumb
 * of the hand holding the phone rests. The phone tells the server each time the grip changes (none,
 * either, both), and again whenever the server's view says otherwise (after a reload, or a report
 * lost with the connection). `need` is the grip the game asks for: a pad will do, or both in the
 * harder variant.
 */
export function GripPads({ team, serverHolding, need }: { team: string; serverHolding: Holding; need: Exclude<Holding, 'none'> }) {
  const { t } = useTranslation('gm113');
  const holding = holdingOf(useSnapshot(grip));
  const ok = gripEnough(holding, need);
  useEffect(() => {
    if (holding !== serverHolding) sendIntent('gm113:hold', { holding });
  }, [holding, serverHolding]);
  const message = ok ? (holding === 'both' ? 'Grip_Both_00' : 'Grip_One_00') : need === 'both' ? 'Grip_NeedBoth_00' : 'Grip_Need_00';
  return (
    <ThumbPads
      thumbs={grip}
      team={team}
      ok={ok}
      // With one thumb down in the one-hand game, the other pad stops calling for attention.
      quiet={ok}
      message={t(message)}
      labels={{ left: t('Pad_Left_00'), right: t('Pad_Right_00') }}
      padSize={25}
      statusSize={4.4}
      statusTestId="grip-status"
      data-testid="grip-pads"
      data-holding={holding}
    />
  );
}
