import { useEffect } from 'react';
import { unlockAudioOnFirstTap } from './device/audio';
import { resyncWhenVisible } from './device/visibility';
import { keepScreenOn } from './device/wakeLock';
import { useBackGuard } from './dialogs/backGuard';
import { BackCaution } from './dialogs/BackCaution';
import { ConnectionNotice } from './dialogs/ConnectionNotice';
import { HostAwayNotice } from './dialogs/HostAwayNotice';
import { Toast } from './menu/Toast';
import { RotateOverlay } from './overlays/RotateOverlay';
import { watchViewport } from './overlays/viewport';

/**
 * What the room page adds once its first screen shows, a chunk of its own: the notices (a dropped
 * connection, the host away, the back button), the toast, the rotate-device overlay, the screen
 * kept on, a resync when the page comes back, and the sound unlocked by the first tap. None is
 * needed to draw that first screen; the overlay follows it by a frame or two on a phone held sideways.
 */
export default function RoomExtras() {
  useBackGuard();
  useEffect(() => {
    watchViewport();
    unlockAudioOnFirstTap();
    const stopWake = keepScreenOn();
    const stopResync = resyncWhenVisible();
    return () => {
      stopWake();
      stopResync();
    };
  }, []);
  return (
    <>
      <ConnectionNotice />
      <HostAwayNotice />
      <BackCaution />
      <Toast />
      <RotateOverlay />
    </>
  );
}
