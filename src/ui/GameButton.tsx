import { css, cx } from '@linaria/core';
import { useEffect, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { colors, disabledOpacity, fonts, fontSizes, tones, vw, type Tone } from './tokens';
import { usePressLock } from './usePressLock';

const base = css`
  --face: ${tones.accent.face};
  --edge: ${tones.accent.edge};
  --ink: ${tones.accent.text};
  position: relative;
  appearance: none;
  border: 0;
  border-radius: 999px;
  font-family: ${fonts.display};
  font-weight: 900;
  letter-spacing: 0.02em;
  color: var(--ink);
  background: var(--face);
  background-image: linear-gradient(180deg, rgba(255, 255, 255, 0.28), rgba(255, 255, 255, 0) 55%);
  box-shadow:
    0 ${vw(1.4)} 0 var(--edge),
    0 ${vw(2.4)} ${vw(3)} rgba(0, 0, 0, 0.28);
  cursor: pointer;
  touch-action: manipulation;
  user-select: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vw(2)};
  transition:
    transform 80ms ease-out,
    box-shadow 80ms ease-out,
    opacity 150ms;
  &:active:not(:disabled) {
    transform: translateY(${vw(1.2)});
    box-shadow:
      0 ${vw(0.2)} 0 var(--edge),
      0 ${vw(0.6)} ${vw(1)} rgba(0, 0, 0, 0.25);
  }
  &:disabled {
    opacity: ${disabledOpacity};
    cursor: default;
  }
  &:focus-visible {
    outline: ${vw(0.8)} solid ${colors.cyan};
    outline-offset: ${vw(1)};
  }
  & svg {
    width: 1.2em;
    height: 1.2em;
    flex: none;
  }
`;

const large = css`
  min-height: ${vw(17)};
  min-width: ${vw(64)};
  padding: ${vw(3)} ${vw(9)};
  font-size: ${fontSizes.single};
`;
const small = css`
  min-height: ${vw(12)};
  min-width: ${vw(30)};
  padding: ${vw(2)} ${vw(6)};
  font-size: ${vw(4.6)};
`;
const block = css`
  width: 100%;
`;

const toneClass: Record<Tone, string> = {
  accent: css`
    --face: ${tones.accent.face};
    --edge: ${tones.accent.edge};
    --ink: ${tones.accent.text};
  `,
  left: css`
    --face: ${tones.left.face};
    --edge: ${tones.left.edge};
    --ink: ${tones.left.text};
  `,
  right: css`
    --face: ${tones.right.face};
    --edge: ${tones.right.edge};
    --ink: ${tones.right.text};
  `,
  noTeam: css`
    --face: ${tones.noTeam.face};
    --edge: ${tones.noTeam.edge};
    --ink: ${tones.noTeam.text};
  `,
  cyan: css`
    --face: ${tones.cyan.face};
    --edge: ${tones.cyan.edge};
    --ink: ${tones.cyan.text};
  `,
  danger: css`
    --face: ${tones.danger.face};
    --edge: ${tones.danger.edge};
    --ink: ${tones.danger.text};
  `,
  ghost: css`
    --face: ${tones.ghost.face};
    --edge: ${tones.ghost.edge};
    --ink: ${tones.ghost.text};
    background-image: none;
  `,
  paper: css`
    --face: ${tones.paper.face};
    --edge: ${tones.paper.edge};
    --ink: ${tones.paper.text};
  `,
};

export type GameButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  tone?: Tone;
  size?: 'large' | 'small';
  block?: boolean;
  icon?: ReactNode;
  /** Guarded by the §9 press lock; pass `lock={false}` for buttons meant to be mashed (cheer). */
  onPress?: () => void;
  lock?: boolean;
};

/** The phone's big pressable button: tone, size, icon, and the press lock. */
export function GameButton({
  tone = 'accent',
  size = 'large',
  block: isBlock,
  icon,
  onPress,
  lock = true,
  className,
  children,
  type = 'button',
  ...rest
}: GameButtonProps) {
  const locked = usePressLock(onPress);
  // A button that was disabled while its intent was in flight is free again once enabled.
  useEffect(() => {
    if (!rest.disabled) locked.unlock();
  }, [rest.disabled, locked]);
  return (
    <button
      {...rest}
      type={type}
      className={cx(base, size === 'large' ? large : small, toneClass[tone], isBlock && block, className)}
      onClick={lock ? locked : onPress}
    >
      {icon}
      {children}
    </button>
  );
}
