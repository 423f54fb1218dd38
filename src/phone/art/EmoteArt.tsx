import type { CSSProperties, ReactNode } from 'react';
import type { Emote } from '../../protocol/system';
import { colors } from '../../ui/tokens';

const FACE = '#ffd23f';
const EDGE = '#e0a800';

function Face({ children }: { children: ReactNode }) {
  return (
    <>
      <circle cx="24" cy="24" r="20" fill={FACE} stroke={EDGE} strokeWidth="2.5" />
      {children}
    </>
  );
}

/** The six emote icons, drawn (no emoji font needed). */
export function EmoteArt({ icon, className, style }: { icon: Emote; className?: string; style?: CSSProperties }) {
  return (
    <svg className={className} style={style} viewBox="0 0 48 48" aria-hidden="true">
      {icon === 'clap' && (
        <g strokeLinejoin="round">
          <path d="M14 30 L22 12 Q25 8 28 11 L30 15 L34 10 Q37 8 39 11 L32 30 Q28 42 18 40 Q10 37 14 30Z" fill={FACE} stroke={EDGE} strokeWidth="2.5" />
          <path d="M10 26 L18 10 Q21 7 24 10 L20 22" fill="#ffe27a" stroke={EDGE} strokeWidth="2.5" />
          <path d="M6 12l-3-3M9 7l-1-4M40 34l4 2M38 40l3 3" stroke={colors.orange} strokeWidth="2.6" strokeLinecap="round" />
        </g>
      )}
      {icon === 'laugh' && (
        <Face>
          <path d="M13 19q4-4 8 0M27 19q4-4 8 0" stroke={colors.ink} strokeWidth="2.6" fill="none" strokeLinecap="round" />
          <path d="M12 26h24q-2 12-12 12T12 26z" fill={colors.ink} />
          <path d="M16 33q8 5 16 0" fill={colors.danger} />
          <path d="M8 22q-3 3-2 7M40 22q3 3 2 7" stroke={colors.cyan} strokeWidth="2.6" fill="none" strokeLinecap="round" />
        </Face>
      )}
      {icon === 'wow' && (
        <Face>
          <circle cx="17" cy="19" r="3.4" fill={colors.ink} />
          <circle cx="31" cy="19" r="3.4" fill={colors.ink} />
          <path d="M12 12l6 2M36 12l-6 2" stroke={colors.ink} strokeWidth="2.4" strokeLinecap="round" />
          <ellipse cx="24" cy="31" rx="5" ry="6.5" fill={colors.ink} />
        </Face>
      )}
      {icon === 'heart' && (
        <path
          d="M24 42S6 31 6 18a9 9 0 0118-3 9 9 0 0118 3c0 13-18 24-18 24z"
          fill={colors.right}
          stroke={colors.rightDeep}
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      )}
      {icon === 'heart' && <path d="M13 16q2-4 6-4" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" />}
      {icon === 'fire' && (
        <g strokeLinejoin="round">
          <path
            d="M24 44c-9 0-15-6-15-14 0-7 5-11 7-17 3 4 4 7 4 10 2-5 5-10 4-19 8 5 15 14 15 25 0 9-6 15-15 15z"
            fill={colors.orange}
            stroke="#d4561a"
            strokeWidth="2.5"
          />
          <path d="M24 44c-5 0-8-3-8-8 0-4 3-6 5-10 1 3 2 4 3 5 1-3 3-5 3-9 4 3 6 8 6 13 0 5-4 9-9 9z" fill={colors.accent} />
        </g>
      )}
      {icon === 'cry' && (
        <Face>
          <path d="M13 21q4 3 8 0M27 21q4 3 8 0" stroke={colors.ink} strokeWidth="2.6" fill="none" strokeLinecap="round" />
          <path d="M17 35q7-6 14 0" stroke={colors.ink} strokeWidth="2.8" fill="none" strokeLinecap="round" />
          <path d="M14 24q-3 8 0 12q3-4 0-12zM34 24q-3 8 0 12q3-4 0-12z" fill={colors.cyan} />
        </Face>
      )}
    </svg>
  );
}
