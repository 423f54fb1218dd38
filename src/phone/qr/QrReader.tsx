import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scanVideoFrame } from '../../engine/qr';
import { GameButton } from '../../ui/GameButton';
import { CloseIcon, QrIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { colors, fonts, layers, QR_CROP_RATIO, QR_SCAN_INTERVAL_MS, vw } from '../../ui/tokens';
import { cameraError, openCamera, stopStream, type CameraError } from './camera';

const page = css`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  background: ${colors.bgDeep};
`;
const header = css`
  position: sticky;
  top: 0;
  z-index: ${layers.header};
  display: flex;
  align-items: center;
  gap: ${vw(3)};
  padding: calc(${vw(3)} + env(safe-area-inset-top)) ${vw(4)} ${vw(3)};
  background: ${colors.bg};
  box-shadow: 0 ${vw(0.5)} 0 rgba(255, 255, 255, 0.06);
  & h1 {
    flex: 1;
    margin: 0;
    font-family: ${fonts.display};
    font-weight: 900;
    font-size: ${vw(5.4)};
  }
  & > svg {
    width: ${vw(7)};
    height: ${vw(7)};
    color: ${colors.accent};
  }
`;
const close = css`
  width: ${vw(11)};
  height: ${vw(11)};
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.1);
  color: #fff;
  display: flex;
  align-items: center;
  justify-content: center;
  & svg {
    width: ${vw(6)};
    height: ${vw(6)};
  }
`;
const area = css`
  position: relative;
  flex: 1;
  min-height: ${vw(100)};
  overflow: hidden;
  background: #000;
`;
const video = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
/** The frame overlay: the 60 % square the worker decodes, with the rest dimmed. */
const frame = css`
  position: absolute;
  left: 50%;
  top: 50%;
  width: ${QR_CROP_RATIO * 100}%;
  aspect-ratio: 1;
  transform: translate(-50%, -50%);
  border-radius: ${vw(5)};
  box-shadow: 0 0 0 100vmax rgba(10, 6, 24, 0.6);
  pointer-events: none;
  & > svg {
    position: absolute;
    inset: ${vw(-1.5)};
    width: calc(100% + ${vw(3)});
    height: calc(100% + ${vw(3)});
    overflow: visible;
  }
`;
const line = css`
  position: absolute;
  left: 6%;
  right: 6%;
  height: ${vw(1)};
  border-radius: 999px;
  background: ${colors.cyan};
  box-shadow: 0 0 ${vw(4)} ${colors.cyan};
  animation: qr-line 2s ease-in-out infinite alternate;
  @keyframes qr-line {
    from {
      top: 8%;
    }
    to {
      top: 90%;
    }
  }
  &[data-paused='true'] {
    animation-play-state: paused;
    opacity: 0.3;
  }
`;
const starting = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
const foot = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(4)};
  padding: ${vw(5)} ${vw(6)} calc(${vw(6)} + env(safe-area-inset-bottom));
  background: ${colors.bg};
  text-align: center;
  & p {
    margin: 0;
    color: ${colors.textDim};
    font-size: ${vw(4.2)};
    line-height: 1.5;
  }
`;

/**
 * SPEC.md reading view: header, camera area with the frame overlay, "quit reading". Every 500 ms
 * the current frame goes to the QR worker (src/engine/qr.ts), which crops the centre 60 % square
 * and decodes it; nothing is decoded on the main thread. `paused` holds scanning (a dialog is open).
 */
export function QrReader({
  paused,
  onText,
  onCameraError,
  onQuit,
}: {
  paused: boolean;
  onText: (text: string) => void;
  onCameraError: (e: CameraError) => void;
  onQuit: () => void;
}) {
  const { t } = useTranslation('WebQr');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState(false);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const handlers = useRef({ onText, onCameraError });
  handlers.current = { onText, onCameraError };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let busy = false;
    let timer: ReturnType<typeof setInterval> | null = null;
    openCamera().then(
      async (s) => {
        if (stopped) return stopStream(s);
        stream = s;
        const v = videoRef.current!;
        v.srcObject = s;
        await v.play().catch(() => {});
        setLive(true);
        timer = setInterval(() => {
          if (busy || pausedRef.current || stopped) return;
          busy = true;
          scanVideoFrame(v)
            .then((r) => {
              if (r?.text && !stopped && !pausedRef.current) handlers.current.onText(r.text);
            })
            .catch(() => {})
            .finally(() => {
              busy = false;
            });
        }, QR_SCAN_INTERVAL_MS);
      },
      (err) => {
        if (!stopped) handlers.current.onCameraError(cameraError(err));
      },
    );
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stopStream(stream);
    };
  }, []);

  return (
    <div className={page} data-scene="qrReading" data-paused={String(paused)}>
      <header className={header}>
        <QrIcon />
        <h1>{t('Reading_Title_00')}</h1>
        <button type="button" className={close} onClick={onQuit} aria-label={t('Reading_Quit_00')}>
          <CloseIcon />
        </button>
      </header>
      <div className={area}>
        <video ref={videoRef} className={video} muted playsInline autoPlay data-testid="qr-video" />
        {!live && (
          <div className={starting}>
            <Spinner label={t('Reading_Starting_00')} />
          </div>
        )}
        <div className={frame} data-testid="qr-frame">
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
            <path
              d="M2 22V8a6 6 0 0 1 6-6h14M78 2h14a6 6 0 0 1 6 6v14M98 78v14a6 6 0 0 1-6 6H78M22 98H8a6 6 0 0 1-6-6V78"
              fill="none"
              stroke={colors.accent}
              strokeWidth="6"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <span className={line} data-paused={String(paused || !live)} />
        </div>
      </div>
      <div className={foot}>
        <p>{t('Reading_Hint_00')}</p>
        <GameButton tone="ghost" size="small" onPress={onQuit} data-testid="qr-quit">
          {t('Reading_Quit_00')}
        </GameButton>
      </div>
    </div>
  );
}
