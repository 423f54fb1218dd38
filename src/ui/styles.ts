import { css } from '@linaria/core';
import { colors, disabledOpacity } from './tokens';

export const globals = css`
  :global() {
    html, body, #root { margin: 0; height: 100%; }
    body {
      background: ${colors.bg};
      color: ${colors.text};
      font-family: system-ui, -apple-system, 'Hiragino Sans', 'Noto Sans JP', 'Segoe UI', sans-serif;
      -webkit-tap-highlight-color: transparent;
      overscroll-behavior: none;
    }
    * { box-sizing: border-box; }
  }
`;

export const screen = css`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4vw;
  padding: 6vw;
  text-align: center;
`;

export const button = css`
  appearance: none;
  border: 0;
  border-radius: 999px;
  padding: 3.5vw 8vw;
  min-width: 50vw;
  font: inherit;
  font-size: 5vw;
  font-weight: 700;
  color: ${colors.bg};
  background: ${colors.accent};
  box-shadow: 0 1.2vw 0 #c79a00;
  cursor: pointer;
  touch-action: manipulation;
  &:active { transform: translateY(1vw); box-shadow: 0 0.2vw 0 #c79a00; }
  &:disabled { opacity: ${disabledOpacity}; }
`;

export const title = css`
  margin: 0;
  font-size: 7vw;
  font-weight: 800;
  letter-spacing: 0.02em;
`;

export const dim = css`
  color: ${colors.textDim};
  margin: 0;
`;
