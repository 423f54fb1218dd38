import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shootPhoto } from '../../../engine/media';
import { sendIntent } from '../../../engine/socketClient';
import { playSfx } from '../../../phone/device/audio';
import { colors, fonts, vw } from '../../../ui/tokens';
import type { Rgb } from '../../../../workers/media/ciede2000.shared';
import type { ShotSettings } from '../rules/views';

const box = css`
  position: relative;
  width: ${vw(84)};
  height: ${vw(84)};
  border-radius: ${vw(5)};
  overflow: hidden;
  background: #000;
  box-shadow: 0 ${vw(1.5)} ${vw(4)} rgba(0, 0, 0, 0.5);
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const reticle = css`
  position: absolute;
  left: 35%;
  top: 35%;
  width: 30%;
  height: 30%;
  border: ${vw(0.8)} dashed rgba(255, 255, 255, 0.9);
  border-radius: ${vw(3)};
  box-shadow: 0 0 0 ${vw(0.5)} rgba(0, 0, 0, 0.4);
  pointer-events: none;
`;
/** The shutter's flash over the preview: the shot answers the tap at once, before the photo is worked. */
const flash = css`
  position: absolute;
  inset: 0;
  background: #fff;
  pointer-events: none;
  opacity: 0;
  animation: shutter-flash 260ms ease-out;
  @keyframes shutter-flash {
    from {
      opacity: 0.85;
    }
    to {
      opacity: 0;
    }
  }
`;
const shutter = css`
  width: ${vw(22)};
  height: ${vw(22)};
  border-radius: 50%;
  border: ${vw(1.6)} solid #fff;
  background: ${colors.accent};
  font-family: ${fonts.display};
  font-size: ${vw(4)};
  color: #1b1230;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
  }
  &:active {
    transform: scale(0.94);
  }
`;

/**
 * The live camera (no gallery, GAMES.md 121) and its shutter. A frame goes to the media worker,
 * which encodes it under the photo size limit and scores its centre; the shot goes to the server,
 * which scores the centre's colour again. A refused camera is said to the server once (that
 * player cheers).
 */
export function Camera({ target, settings, open, onShot }: { target: Rgb; settings: ShotSettings; open: boolean; onShot: (score: number | null) => void }) {
  const { t } = useTranslation('gm121');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'live' | 'denied'>('starting');
  const [busy, setBusy] = useState(false);
  /** Shots taken here: each remounts the flash, so it plays again. */
  const [shots, setShots] = useState(0);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let gone = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 640 }, height: { ideal: 480 } }, audio: false })
      .then((s) => {
        if (gone) return s.getTracks().forEach((tr) => tr.stop());
        stream = s;
        sendIntent('gm121:camera', { state: 'authorized' });
        const v = video.current;
        if (!v) return;
        // The shutter wakes with the first frame: a frame grabbed before it is "not usable".
        v.addEventListener('loadeddata', () => !gone && setState('live'), { once: true });
        v.srcObject = s;
        void v.play().catch(() => {});
      })
      .catch(() => {
        if (gone) return;
        setState('denied');
        sendIntent('gm121:camera', { state: 'denied' });
      });
    if (!navigator.mediaDevices) {
      setState('denied');
      sendIntent('gm121:camera', { state: 'denied' });
    }
    return () => {
      gone = true;
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, []);
  const shoot = async () => {
    playSfx('shutter');
    const v = video.current;
    if (!v || busy || v.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
    setBusy(true);
    setShots((n) => n + 1);
    try {
      const frame = await createImageBitmap(v);
      const { photo, analysis } = await shootPhoto(frame, {
        target,
        centre: settings.centre,
        perfectDeltaE: settings.perfectDeltaE,
        zeroDeltaE: settings.zeroDeltaE,
        photo: { size: settings.photoSide },
      });
      if (!photo.fits) throw new Error('photo over the limit');
      sendIntent('gm121:shoot', { photo: photo.dataUrl, median: analysis.median, hues: analysis.hues.map((h) => Math.round(h * 1000) / 1000) });
      onShot(analysis.score);
    } catch {
      sendIntent('gm121:shoot', { failed: true });
      onShot(null);
    } finally {
      setBusy(false);
    }
  };
  if (state === 'denied') return <p data-testid="camera-denied">{t('Camera_Denied_00')}</p>;
  return (
    <>
      <div className={box} data-testid="camera" data-state={state} data-busy={busy}>
        <video ref={video} muted playsInline autoPlay />
        <span className={reticle} />
        {shots > 0 && <span key={shots} className={flash} data-testid="shutter-flash" />}
      </div>
      <button className={shutter} disabled={!open || busy || state !== 'live'} onClick={() => void shoot()} data-testid="shutter">
        {busy ? '…' : t('Shoot_00')}
      </button>
    </>
  );
}
