import { css } from '@linaria/core';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendIntent } from '../../../engine/socketClient';
import { serverNow } from '../../../engine/clock';
import { GameButton } from '../../../ui/GameButton';
import { colors, vw } from '../../../ui/tokens';
import { encodeNote, savedNotes } from './encodeNote';

/** The pad's own resolution (px); the note is shrunk from it in the media worker. */
const SIDE = 320;
const INK = '#221a3d';

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(3)};
  width: 100%;
`;
const pad = css`
  width: min(${vw(84)}, 44vh);
  height: min(${vw(84)}, 44vh);
  border-radius: ${vw(3)};
  background: ${colors.paper};
  box-shadow:
    0 ${vw(1.5)} 0 #d9c9a8,
    0 ${vw(3)} ${vw(6)} rgba(0, 0, 0, 0.35);
  /* Drawing never scrolls or zooms the page. */
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  cursor: crosshair;
`;
const buttons = css`
  display: flex;
  gap: ${vw(3)};
  justify-content: center;
  width: 100%;
`;

type Props = {
  round: number;
  /** Server ms when the pad closes: whatever is drawn then is sent. */
  until: number | null;
  note: { size: number; maxBytes: number };
};

/**
 * The drawing pad (SPEC.md note images): pointer events on a canvas with `touch-action: none`, so
 * a finger draws rather than scrolls. "Send" (or the end of the time, if anything is drawn) encodes
 * the note small in the media worker and sends it as the `note` move's photo.
 */
export function NotePad({ round, until, note }: Props) {
  const { t } = useTranslation('gm110');
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [inked, setInked] = useState(false);
  const [sending, setSending] = useState(false);
  const sent = useRef(false);
  const inkedRef = useRef(false);

  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    ctx.fillStyle = colors.paper;
    ctx.fillRect(0, 0, SIDE, SIDE);
  }, []);

  const send = async () => {
    const c = canvas.current;
    if (!c || sent.current) return;
    sent.current = true;
    setSending(true);
    try {
      const photo = await encodeNote(c, note);
      savedNotes.set(round, photo);
      sendIntent('gm110:note', { round, photo });
    } catch (e) {
      console.warn('gm110: the note could not be encoded', e);
      sent.current = false;
      setSending(false);
    }
  };

  // Time up: what is drawn goes out by itself.
  useEffect(() => {
    if (until === null) return;
    const id = setInterval(() => {
      if (serverNow() >= until - 150 && inkedRef.current && !sent.current) void send();
    }, 200);
    return () => clearInterval(id);
  }, [until]);

  const at = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) / r.width) * SIDE, y: ((e.clientY - r.top) / r.height) * SIDE };
  };
  const line = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.strokeStyle = INK;
    ctx.fillStyle = INK;
    ctx.lineWidth = 9;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
  };
  const down = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (sent.current) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = at(e);
    last.current = p;
    line(p, { x: p.x + 0.01, y: p.y });
    inkedRef.current = true;
    setInked(true);
  };
  const moveTo = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!last.current || sent.current) return;
    e.preventDefault();
    const events = typeof e.nativeEvent.getCoalescedEvents === 'function' ? e.nativeEvent.getCoalescedEvents() : [];
    const r = e.currentTarget.getBoundingClientRect();
    const points = events.length ? events.map((x) => ({ x: ((x.clientX - r.left) / r.width) * SIDE, y: ((x.clientY - r.top) / r.height) * SIDE })) : [at(e)];
    for (const p of points) {
      line(last.current, p);
      last.current = p;
    }
  };
  const up = () => {
    last.current = null;
  };
  const clear = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || sent.current) return;
    ctx.fillStyle = colors.paper;
    ctx.fillRect(0, 0, SIDE, SIDE);
    inkedRef.current = false;
    setInked(false);
  };

  return (
    <div className={wrap}>
      <canvas
        ref={canvas}
        className={pad}
        width={SIDE}
        height={SIDE}
        data-testid="note-pad"
        aria-label={t('Pad_Label_00')}
        onPointerDown={down}
        onPointerMove={moveTo}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
      />
      <div className={buttons}>
        <GameButton tone="ghost" size="small" lock={false} disabled={!inked || sending} onPress={clear} data-testid="note-clear">
          {t('Pad_Clear_00')}
        </GameButton>
        <GameButton tone="accent" size="small" disabled={!inked || sending} onPress={() => void send()} data-testid="note-send">
          {sending ? t('Pad_Sending_00') : t('Pad_Send_00')}
        </GameButton>
      </div>
    </div>
  );
}
