import { css } from '@linaria/core';
import { phoneColumnMax, vw } from '../../../ui/tokens';

/** The body of a system screen, under the header: a centred column that can scroll. */
export const stage = css`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(5)};
  padding: ${vw(6)} ${vw(6)} calc(${vw(6)} + env(safe-area-inset-bottom));
  text-align: center;
  width: 100%;
  /* A tablet or desktop shows the phone UI as a centred column. */
  max-width: ${phoneColumnMax}px;
  margin: 0 auto;
`;

/** A screen whose content hugs the top (lists, long forms). */
export const stageTop = css`
  justify-content: flex-start;
`;
