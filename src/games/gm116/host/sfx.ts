import { useEffect } from 'react';
import type { Snapshot } from 'valtio';
import { serverToLocalTime } from '../../../engine/clock';
import { hostUi } from '../../../host/logic/hostUi';
import { FRAME_MS } from '../../../protocol/parameters';
import { hostAudio, tone } from '../../common/host/synth';
import type { RopeView } from '../rules/views';

/**
 * The rope's sound on the big screen (Web Audio, original): a swish as it swings over the top and
 * a slap each time it hits the floor. Jumpers watch their feet, so the rhythm must be heard. Every
 * pass of the turn is scheduled on the audio clock at once, from the server's frames through the
 * synced clock, so the slaps land on the passes however busy the page's frames are.
 */
export function useRopeSound(rope: Snapshot<RopeView> | null): void {
  useEffect(() => {
    const a = hostAudio();
    if (!a || !rope) return;
    const out = a.createGain();
    out.gain.value = hostUi.settings.volume;
    out.connect(a.destination);
    const nowMs = performance.timeOrigin + performance.now();
    const at = (serverMs: number) => a.currentTime + (serverToLocalTime(serverMs) - nowMs) / 1000;
    let prev: number | null = null;
    for (const f of rope.passes) {
      const t = at(rope.frameBase + f * FRAME_MS);
      const swish = prev === null ? null : (prev + t) / 2 - 0.12;
      if (swish !== null && t - prev! > 0.2 && swish >= a.currentTime) tone(out, swish, 600, 0.05, 0.24, 'sawtooth', 1400, 0.08);
      prev = t;
      if (t < a.currentTime) continue;
      tone(out, t, 140, 0.5, 0.12, 'square', 60, 0.004);
      tone(out, t, 2400, 0.06, 0.05, 'square', 900, 0.002);
    }
    // A turn that ends early (a fault) or a page that leaves the rope stops what is still to come.
    return () => {
      out.disconnect();
    };
  }, [rope?.frameBase, rope?.passes.length]);
}
