import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import { ThumbPads } from '../../common/phone/ThumbPads';

/** Which thumbs are on their pads now, on this phone. */
export const thumbs = proxy({ left: false, right: false });

export const bothDown = (t: { left: boolean; right: boolean }) => t.left && t.right;

/**
 * The two thumb pads of `bothHolding` (the posture check's own half: see gm130 rules' `hold`): the
 * phone tells the server each time "both down" changes, and again whenever the server's view says
 * otherwise (after a reload, or a report lost with the connection).
 */
export function HoldPads({ team, serverBoth }: { team: string; serverBoth: boolean }) {
  const { t } = useTranslation('gm130');
  const both = bothDown(useSnapshot(thumbs));
  useEffect(() => {
    if (both !== serverBoth) sendIntent('gm130:hold', { both });
  }, [both, serverBoth]);
  return (
    <ThumbPads
      thumbs={thumbs}
      team={team}
      ok={both}
      message={t(both ? 'Pads_Both_00' : 'Pads_Need_00')}
      labels={{ left: t('Pad_Left_00'), right: t('Pad_Right_00') }}
      padSize={27}
      statusSize={4.6}
      data-testid="hold-pads"
      data-both={both}
    />
  );
}
