import { css } from '@linaria/core';
import { cjkFonts, colors, disabledOpacity, fonts, fontSizes, fontStack, phoneColumnMax, vw, type Script } from './tokens';

/** `:root` rules setting the font stacks for each script; the language selectors follow `<html lang>`. */
const fontStacks = (['latin', ...(Object.keys(cjkFonts) as Script[])] as const)
  .map((s) => `${s === 'latin' ? ':root' : `:root:lang(${s})`} { --font-body: ${fontStack('body', s)}; --font-display: ${fontStack('display', s)}; }`)
  .join('\n');

export const globals = css`
  :global() {
    ${fontStacks}
    :root {
      /* 1vw on a phone; on a tablet or desktop the phone UI is a column at most ${phoneColumnMax}px wide. */
      --vw: min(1vw, ${phoneColumnMax / 100}px);
      --vh: 1vh;
    }
    @supports (height: 1dvh) {
      :root {
        --vh: 1dvh;
      }
    }
    html,
    body,
    #root {
      margin: 0;
      height: 100%;
    }
    body {
      background: ${colors.bg};
      color: ${colors.text};
      font-family: ${fonts.body};
      -webkit-tap-highlight-color: transparent;
      -webkit-text-size-adjust: 100%;
      overscroll-behavior: none;
    }
    * {
      box-sizing: border-box;
    }
    button {
      font-family: inherit;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
      }
    }
  }
`;

/** A full-height centred column: the base of every simple screen. */
export const screen = css`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(4)};
  padding: ${vw(6)};
  text-align: center;
`;

/** The classic chunky game button (host pages use it too; the phone has `GameButton`). */
export const button = css`
  appearance: none;
  border: 0;
  border-radius: 999px;
  padding: ${vw(3.5)} ${vw(8)};
  min-width: ${vw(50)};
  font: inherit;
  font-size: ${vw(5)};
  font-weight: 800;
  color: ${colors.ink};
  background: ${colors.accent};
  box-shadow: 0 ${vw(1.2)} 0 ${colors.accentDeep};
  cursor: pointer;
  touch-action: manipulation;
  &:active {
    transform: translateY(${vw(1)});
    box-shadow: 0 ${vw(0.2)} 0 ${colors.accentDeep};
  }
  &:disabled {
    opacity: ${disabledOpacity};
  }
`;

export const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.single};
  font-weight: 900;
  letter-spacing: 0.01em;
  line-height: 1.2;
  text-shadow: 0 ${vw(0.6)} 0 rgba(0, 0, 0, 0.25);
`;

export const dim = css`
  color: ${colors.textDim};
  margin: 0;
  line-height: 1.45;
`;

/** Multi-line body text (§9 multi 6.0vw is for big statements; running text is smaller). */
export const body = css`
  margin: 0;
  font-size: ${vw(4.4)};
  line-height: 1.5;
  color: ${colors.textDim};
  & strong,
  & b {
    color: ${colors.text};
    font-weight: 800;
  }
`;

/** Visually hidden, still read by screen readers and tests. */
export const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
