import type { SystemStatus } from '../../protocol/enums';

/** SPEC.md headerMenuState: none, edit icon, submitting. */
export type HeaderMenuState = 'none' | 'editIcon' | 'submitting';

/** The profile can be edited from the header once it exists; while an update is in flight it shows a spinner. */
export function headerMenuState(status: SystemStatus, profilePending: boolean): HeaderMenuState {
  if (profilePending) return 'submitting';
  if (status === 'profileInput') return 'none';
  return 'editIcon';
}
