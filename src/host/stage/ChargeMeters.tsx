import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../protocol/enums';
import type { HostView } from '../../protocol/views';
import { colors, hostColors } from '../../ui/tokens';
import { Bolt } from '../ui/icons';

/** Each phone charges at most this much (server rule), so a full meter is 100 per head. */
export const CHARGE_PER_HEAD_MAX = 100;

const wrap = css`
  display: flex;
  gap: 6vw;
  align-items: flex-end;
  &[data-size='s'] {
    gap: 1.2vw;
  }
`;
const meter = css`
  --h: 25vw;
  --w: 10vw;
  position: relative;
  width: var(--w);
  height: var(--h);
  border-radius: 2vw;
  overflow: hidden;
  background: rgba(0, 0, 0, 0.4);
  box-shadow:
    inset 0 0 0 0.35vw rgba(255, 255, 255, 0.25),
    0 1vw 2vw rgba(0, 0, 0, 0.4);
  [data-size='s'] & {
    --h: 16vw;
    --w: 4.2vw;
    border-radius: 1vw;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: repeating-linear-gradient(0deg, transparent 0 9.5%, rgba(0, 0, 0, 0.35) 9.5% 10%);
  }
`;
const fill = css`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: calc(var(--fill) * 100%);
  transition: height 0.35s cubic-bezier(0.3, 1.4, 0.5, 1);
  background: linear-gradient(0deg, var(--deep), var(--team) 70%, #fff);
  box-shadow: 0 0 3vw var(--team);
  &[data-full='true'] {
    animation: full-flash 0.5s ease-in-out infinite alternate;
  }
  @keyframes full-flash {
    to {
      filter: brightness(1.4);
    }
  }
`;
const label = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.6vw;
  font-weight: 900;
  font-size: 1.6vw;
  b {
    font-size: 3.6vw;
    line-height: 1;
    color: var(--team);
    text-shadow: 0 0.3vw 0 rgba(0, 0, 0, 0.4);
  }
  [data-size='s'] & {
    font-size: 1vw;
    gap: 0.3vw;
    b {
      font-size: 1.8vw;
    }
  }
`;
const lead = css`
  position: absolute;
  top: -0.2vw;
  left: 50%;
  transform: translateX(-50%);
  z-index: 1;
`;

const VARS: Record<Team, CSSProperties> = {
  left: { '--team': colors.left, '--deep': hostColors.leftDeep } as CSSProperties,
  right: { '--team': colors.right, '--deep': hostColors.rightDeep } as CSSProperties,
};

export function perHead(view: HostView): Record<Team, number> {
  const n = view.room.teams;
  const c = view.system.charge;
  return { left: n.left ? c.left / n.left : 0, right: n.right ? c.right / n.right : 0 };
}

/** Charge per head per team: a big team does not win by size (GAMES.md principle 2). */
export function ChargeMeters({ view, size }: { view: HostView; size?: 's' }) {
  const { t } = useTranslation('Host');
  const ph = perHead(view);
  const leader: Team | null = ph.left === ph.right ? null : ph.left > ph.right ? 'left' : 'right';
  return (
    <div className={wrap} data-size={size} data-testid="charge-meters">
      {(['left', 'right'] as const).map((team) => {
        const f = Math.min(1, ph[team] / CHARGE_PER_HEAD_MAX);
        return (
          <div key={team} className={label} style={VARS[team]}>
            <div className={meter}>
              {leader === team && <Bolt size={size ? '3vw' : '7vw'} className={lead} />}
              <div className={fill} style={{ '--fill': f } as CSSProperties} data-full={f >= 1} />
            </div>
            <b data-testid={`charge-${team}`}>{Math.round(ph[team])}</b>
            <span>{t(`Team_${team}_00`)}</span>
          </div>
        );
      })}
    </div>
  );
}
