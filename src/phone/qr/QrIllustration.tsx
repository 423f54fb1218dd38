import { css } from '@linaria/core';
import { colors, vw } from '../../ui/tokens';

const svg = css`
  width: ${vw(84)};
  height: auto;
  overflow: visible;
`;
const beam = css`
  animation: qi-beam 2s ease-in-out infinite;
  @keyframes qi-beam {
    0%,
    100% {
      opacity: 0.25;
    }
    50% {
      opacity: 0.7;
    }
  }
`;
const phone = css`
  transform-origin: 150px 170px;
  animation: qi-phone 3s ease-in-out infinite;
  @keyframes qi-phone {
    0%,
    100% {
      transform: rotate(-4deg);
    }
    50% {
      transform: rotate(2deg) translateY(-3px);
    }
  }
`;
const spark = css`
  animation: qi-spark 1.5s ease-in-out infinite alternate;
  @keyframes qi-spark {
    to {
      transform: scale(1.25);
      opacity: 0.4;
    }
  }
`;

/** Deterministic modules for the drawn QR code (not a real code: just its look). */
const MODULES = [
  '1111111001011',
  '1000001010001',
  '1011101001101',
  '1011101011010',
  '1011101000101',
  '1000001010110',
  '1111111010101',
  '0000000011010',
  '1101011100111',
  '0110100101001',
  '1010111110110',
  '0011001001011',
  '1110101101101',
];

/** The landing illustration: a phone scanning the QR code on a big screen, with the two team mascots. */
export function QrIllustration() {
  const cell = 4.2;
  return (
    <svg className={svg} viewBox="0 0 240 200" aria-hidden="true">
      <ellipse cx="120" cy="192" rx="96" ry="7" fill="rgba(0,0,0,0.28)" />
      {/* big screen */}
      <rect x="18" y="14" width="170" height="108" rx="12" fill={colors.bgDeep} stroke="#fff" strokeWidth="5" />
      <rect x="28" y="24" width="150" height="88" rx="6" fill={colors.noTeam} />
      <rect x="92" y="122" width="22" height="14" fill="#fff" />
      <rect x="76" y="134" width="54" height="7" rx="3.5" fill="#fff" />
      <g transform="translate(75 36)">
        <rect x="-5" y="-5" width={13 * cell + 10} height={13 * cell + 10} rx="4" fill="#fff" />
        {MODULES.flatMap((row, y) =>
          [...row].map((c, x) => (c === '1' ? <rect key={`${x}-${y}`} x={x * cell} y={y * cell} width={cell} height={cell} fill={colors.ink} /> : null)),
        )}
      </g>
      <circle cx="48" cy="96" r="11" fill={colors.left} stroke="#fff" strokeWidth="2.5" />
      <circle cx="158" cy="46" r="11" fill={colors.right} stroke="#fff" strokeWidth="2.5" />
      <circle cx="45" cy="94" r="1.8" fill="#fff" />
      <circle cx="51" cy="94" r="1.8" fill="#fff" />
      <circle cx="155" cy="44" r="1.8" fill="#fff" />
      <circle cx="161" cy="44" r="1.8" fill="#fff" />
      {/* scan beam */}
      <path className={beam} d="M150 118 L72 34 L134 34 L172 130 Z" fill={colors.cyan} />
      {/* phone */}
      <g className={phone}>
        <rect x="138" y="100" width="62" height="92" rx="11" fill={colors.bgDeep} stroke="#fff" strokeWidth="5" transform="rotate(-12 169 146)" />
        <rect x="146" y="110" width="46" height="66" rx="5" fill={colors.cyanDeep} transform="rotate(-12 169 146)" />
        <path
          d="M156 128v-8h8M184 122h8v8M188 158v8h-8M160 164h-8v-8"
          stroke={colors.accent}
          strokeWidth="3.4"
          fill="none"
          strokeLinecap="round"
          transform="rotate(-12 169 146)"
        />
      </g>
      <g className={spark} fill={colors.accent}>
        <path d="M214 40l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <path d="M8 150l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
    </svg>
  );
}
