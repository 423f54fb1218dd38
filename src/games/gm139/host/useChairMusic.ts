import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { serverNow } from '../../../engine/clock';
import { hostUi } from '../../../host/logic/hostUi';
import { ChairMusic } from './music';

/** What the big screen should be playing: a round's music between two server times, the practice loop, or nothing. */
export type MusicCue = { kind: 'round'; startAt: number; stopAt: number } | { kind: 'practice' } | null;

/**
 * Plays the music the board asks for. A round's music starts at its server time (part-way in, after
 * a reload) and is stopped on the audio clock at the server's stop time, so the room hears the stop
 * when the phones' sits are timed from, not when a patch arrives. Silent while paused or muted.
 */
export function useChairMusic(cue: MusicCue, paused: boolean): void {
  const settings = useSnapshot(hostUi.settings);
  const music = useRef<ChairMusic | null>(null);
  const get = () => {
    if (!music.current) {
      try {
        music.current = new ChairMusic();
      } catch {
        return null; // no Web Audio here: the show goes on silently
      }
    }
    return music.current;
  };

  useEffect(() => () => music.current?.close(), []);

  useEffect(() => {
    music.current?.setVolume(settings.muted ? 0 : settings.volume);
  }, [settings.muted, settings.volume]);

  const key = cue === null ? 'none' : cue.kind === 'practice' ? 'practice' : `${cue.startAt}:${cue.stopAt}`;
  useEffect(() => {
    if (cue === null || paused || settings.muted) return;
    const m = get();
    if (!m) return;
    m.setVolume(settings.volume);
    if (cue.kind === 'practice') {
      m.start(0);
      return () => m.stopIn(0);
    }
    const { startAt, stopAt } = cue;
    const tick = () => {
      const now = serverNow();
      if (!m.playing && now >= startAt - 40 && now < stopAt) m.start((now - startAt) / 1000, (stopAt - now) / 1000);
    };
    tick();
    const h = setInterval(tick, 50);
    return () => {
      clearInterval(h);
      // The round moved on (the music's stop is already scheduled) or was interrupted: stop by the stop time at the latest.
      if (m.playing) m.stopIn(Math.max(0, (stopAt - serverNow()) / 1000));
    };
  }, [key, paused, settings.muted]);

  // A host pause freezes the game: the music stops at once (after the cue's cleanup above).
  useEffect(() => {
    if (paused) music.current?.halt();
  }, [paused]);
}
