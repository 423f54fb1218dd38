import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { serverNow } from '../../../engine/clock';
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
export function HoldPads({ team, serverBoth, clockOffset }: { team: string; serverBoth: boolean; clockOffset: number }) {
  const { t } = useTranslation('gm130');
  const both = bothDown(useSnapshot(thumbs));
  // When "both down" last changed, on the synced clock: taken as the thumbs move, before React
  // renders, so the server judges the squats against when it happened rather than when it heard.
  const since = useRef({ both, at: serverNow() });
  useEffect(
    () =>
      subscribe(thumbs, () => {
        const now = bothDown(thumbs);
        if (now !== since.current.both) since.current = { both: now, at: serverNow() };
      }),
    [],
  );
  useEffect(() => {
    if (both !== serverBoth) sendIntent('gm130:hold', { both, at: Math.round((since.current.both === both ? since.current.at : serverNow()) - clockOffset) });
  }, [both, serverBoth, clockOffset]);
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
