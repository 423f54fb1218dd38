import { css } from '@linaria/core';
import { fonts } from '../../../ui/tokens';

/** The TV's title type: the frame's intro and result, and the boards that keep its size. */
export const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 7vh;
  line-height: 1.1;
  text-shadow: 0 0.6vh 0 rgba(0, 0, 0, 0.4);
`;
