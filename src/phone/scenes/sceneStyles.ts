import { css } from '@linaria/core';
import { colors, fonts, vw } from '../../ui/tokens';

/** A full-screen scene with a soft spotlight, used by the loading, error, leaving and tab scenes. */
export const spotlight = css`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(5)};
  padding: ${vw(8)} ${vw(7)};
  text-align: center;
  background: radial-gradient(circle at 50% 28%, ${colors.bgCard} 0%, ${colors.bg} 58%, ${colors.bgDeep} 100%);
`;

export const badge = css`
  width: ${vw(36)};
  height: ${vw(36)};
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.08);
  box-shadow: inset 0 0 0 ${vw(1.2)} rgba(255, 255, 255, 0.1);
  & > svg {
    width: 62%;
    height: 62%;
  }
`;

export const code = css`
  margin: 0;
  padding: ${vw(1.2)} ${vw(4)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.08);
  font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
  font-size: ${vw(3.6)};
  color: ${colors.textDim};
`;

export const linkButton = css`
  color: ${colors.cyan};
  font-weight: 800;
  font-size: ${vw(4.2)};
  text-decoration: none;
  padding: ${vw(2)};
  font-family: ${fonts.body};
`;

export const stack = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(4)};
  width: 100%;
`;
