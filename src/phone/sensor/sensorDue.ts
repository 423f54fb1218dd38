import type { PhoneView } from '../../protocol/views';

/**
 * Whether the sensor check screen takes over (the view's capability check is not answered).
 * It comes after the profile and the team (the order a player meets them), before the first game:
 * not while the profile is missing or waits for the host, nor while a team is still to be picked.
 */
export function sensorCheckDue(view: PhoneView): boolean {
  if (view.system.capability.answered) return false;
  const s = view.system.status;
  if (s === 'profileInput' || s === 'waitingProfile') return false;
  if (s === 'teamSelect' && (view.me.team === null || (view.system.teamSelector.isHalfwayJoin && view.system.teamSelector.isAssigned))) return false;
  if (s === 'votingMvp' || (s === 'roulette' && view.system.roulette?.canStop)) return false;
  return true;
}
