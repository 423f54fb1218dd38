import { useEffect, useRef } from 'react';
import type { HostView } from '../../protocol/views';
import { hostSound } from '../../sound/hostSound';

/**
 * Sounds for what happens in the room: a chime when someone joins, a blip when someone picks a
 * team. (The wheel, cheers, hits, fanfares and countdowns sound from their own screens.)
 */
export function useSoundCues(view: HostView): void {
  const prev = useRef<{ named: Set<string>; teams: Map<string, string | null> } | null>(null);
  useEffect(() => {
    const named = new Set(view.players.filter((p) => p.name).map((p) => p.id));
    const teams = new Map(view.players.map((p) => [p.id, p.team] as const));
    const before = prev.current;
    prev.current = { named, teams };
    if (!before) return;
    if ([...named].some((id) => !before.named.has(id))) hostSound.play('join');
    else if ([...teams].some(([id, team]) => before.teams.has(id) && before.teams.get(id) !== team && team !== null)) hostSound.play('teamPick');
  }, [view.players]);
}

/** Applies the host's sound settings to the engine. */
export function useSoundSettings(muted: boolean, volume: number): void {
  useEffect(() => {
    hostSound.setMuted(muted);
  }, [muted]);
  useEffect(() => {
    hostSound.setVolume(volume);
  }, [volume]);
}
