import { css } from '@linaria/core';
import { colors, fonts, vw } from '../../../ui/tokens';

/** The frame's type scale, shared by every game's phone screens so a game's scenes hold only what is its own. */
export const heading = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${vw(8.5)};
  line-height: 1.15;
  letter-spacing: 0.01em;
  text-shadow: 0 ${vw(0.8)} 0 rgba(0, 0, 0, 0.35);
`;
export const note = css`
  margin: 0;
  font-size: ${vw(4.2)};
  color: ${colors.textDim};
  line-height: 1.5;
`;
/** A big number: a countdown, a count of jumps. */
export const bigNumber = css`
  font-family: ${fonts.display};
  font-size: ${vw(16)};
  color: ${colors.accent};
  line-height: 1;
`;
