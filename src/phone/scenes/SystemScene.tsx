import { css } from '@linaria/core';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import type { PhoneView } from '../../protocol/views';
import { colors, teamColor } from '../../ui/tokens';
import { useAfterFirstPaint } from '../loading/useAfterFirstPaint';
import { shell } from '../shell';
import { ProfileInput } from '../system/ProfileInput';

// The profile input is a phone's first screen and comes with this chunk; what follows it, and the
// option menu's sheets (fetched when one opens, or once the first screen shows), load apart.
export const loadSessionScreens = () => import('./SessionScreens');
export const loadMenuSheets = () => import('../menu/MenuSheets');
const SessionScreens = lazy(loadSessionScreens);
// Dialogs for refused intents: nothing is sent before the first screen shows.
const IntentErrors = lazy(() => import('../dialogs/IntentErrors').then((m) => ({ default: m.IntentErrors })));
const MenuSheets = lazy(() => loadMenuSheets().then((m) => ({ default: m.MenuSheets })));

const shellCls = css`
  --team: ${colors.noTeam};
  min-height: 100%;
  display: flex;
  flex-direction: column;
  background:
    radial-gradient(120% 60% at 50% 0%, color-mix(in srgb, var(--team) 26%, transparent), transparent 70%),
    radial-gradient(circle at 50% 110%, ${colors.bgCard}, transparent 60%), ${colors.bg};
  transition: --team 400ms;
`;

/** SPEC.md system scene: header, the status screen, the option menu and the intent dialogs. */
export function SystemScene() {
  const view = useSnapshot(client).view as PhoneView;
  const { sheet } = useSnapshot(shell);
  const shown = useAfterFirstPaint();
  return (
    <div className={shellCls} style={{ '--team': teamColor(view.me.team) } as CSSProperties} data-scene-root="system" data-status={view.system.status}>
      {view.system.status === 'profileInput' ? (
        <ProfileInput />
      ) : (
        <Suspense fallback={null}>
          <SessionScreens view={view} />
        </Suspense>
      )}
      {shown && (
        <Suspense fallback={null}>
          <IntentErrors />
        </Suspense>
      )}
      {sheet && (
        <Suspense fallback={null}>
          <MenuSheets />
        </Suspense>
      )}
    </div>
  );
}
