import { css } from '@linaria/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const box = css`
  background: #fff;
  border-radius: 1.4vw;
  padding: 1vw;
  line-height: 0;
  box-shadow:
    0 0 0 0.5vw rgba(255, 210, 63, 0.9),
    0 1vw 3vw rgba(0, 0, 0, 0.45);
  img {
    width: var(--qr, 22vw);
    height: var(--qr, 22vw);
    image-rendering: pixelated;
  }
`;

/** The room's join URL as a QR code, large enough to scan from across a room. */
export function JoinQr({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, scale: 12 }).then(
      (s) => {
        if (live) setSrc(s);
      },
      () => setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return <div className={box}>{src && <img src={src} alt={url} data-testid="join-qr" />}</div>;
}
