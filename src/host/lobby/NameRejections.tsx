import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../protocol/views';
import { colors } from '../../ui/tokens';

const box = css`
  display: flex;
  gap: 0.8vw;
  flex-wrap: wrap;
  align-items: center;
  font-size: 1.05vw;
  color: ${colors.textDim};
  li {
    list-style: none;
    background: rgba(255, 90, 90, 0.16);
    border: 0.12vw solid rgba(255, 90, 90, 0.6);
    color: #fff;
    border-radius: 999px;
    padding: 0.25vw 0.9vw;
    font-weight: 700;
  }
  ul {
    display: contents;
  }
`;

/** Recent names the filter refused, masked: the host sees that it acted, the room never sees the word. */
export function NameRejections({ rejections, recentMs = 120_000 }: { rejections: HostView['nameRejections']; recentMs?: number }) {
  const { t } = useTranslation('Host');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const h = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(h);
  }, []);
  const recent = rejections.filter((r) => now - r.at < recentMs).slice(-4);
  if (recent.length === 0) return null;
  return (
    <div className={box} data-testid="name-rejections" role="status">
      <span>{t('Rejections_Title_00')}</span>
      <ul>
        {recent.map((r) => (
          <li key={`${r.at}-${r.masked}`}>
            {r.masked} · {t(`Rejections_${r.reason}_00`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
