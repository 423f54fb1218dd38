import { css } from '@linaria/core';
import { colors, disabledOpacity, hostColors, layers } from '../../ui/tokens';

/** The whole big screen: a 16:9 stage sized in vw so 1280×720 and 1920×1080 look the same. */
export const stage = css`
  position: fixed;
  inset: 0;
  overflow: hidden;
  display: grid;
  grid-template-rows: 5.2vw minmax(0, 1fr) auto;
  grid-template-columns: minmax(0, 1fr);
  font-size: 1.4vw;
  color: ${colors.text};
  background:
    radial-gradient(circle at 12% 18%, rgba(255, 95, 162, 0.22) 0 14vw, transparent 30vw),
    radial-gradient(circle at 88% 82%, rgba(47, 191, 113, 0.2) 0 14vw, transparent 30vw), radial-gradient(circle at 50% -20%, #4a2a9c 0, transparent 60vw),
    linear-gradient(180deg, ${hostColors.stageTop}, ${hostColors.stageBottom});
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    z-index: ${layers.background};
    background-image:
      radial-gradient(circle, rgba(255, 210, 63, 0.5) 0.18vw, transparent 0.2vw), radial-gradient(circle, rgba(255, 255, 255, 0.25) 0.12vw, transparent 0.14vw);
    background-size:
      9vw 9vw,
      6vw 6vw;
    background-position:
      0 0,
      3vw 4vw;
    opacity: 0.5;
  }
`;

export const main = css`
  position: relative;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

/** A chunky game-show button. `data-tone` picks the colour; `data-size="xl"` for the one big action. */
export const btn = css`
  appearance: none;
  border: 0;
  cursor: pointer;
  font: inherit;
  font-weight: 800;
  letter-spacing: 0.01em;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6vw;
  white-space: nowrap;
  padding: 0.8vw 1.7vw;
  border-radius: 999px;
  font-size: 1.25vw;
  color: #1b1530;
  background: ${colors.accent};
  box-shadow: 0 0.35vw 0 ${hostColors.goldDeep};
  transition:
    transform 0.08s,
    box-shadow 0.08s,
    filter 0.15s;
  &:hover {
    filter: brightness(1.08);
  }
  &:active {
    transform: translateY(0.3vw);
    box-shadow: 0 0.05vw 0 ${hostColors.goldDeep};
  }
  &:disabled {
    opacity: ${disabledOpacity};
    cursor: default;
    transform: none;
  }
  &:focus-visible {
    outline: 0.25vw solid #fff;
    outline-offset: 0.2vw;
  }
  &[data-tone='left'] {
    background: ${colors.left};
    color: #fff;
    box-shadow: 0 0.35vw 0 ${hostColors.leftDeep};
  }
  &[data-tone='right'] {
    background: ${colors.right};
    color: #fff;
    box-shadow: 0 0.35vw 0 ${hostColors.rightDeep};
  }
  &[data-tone='purple'] {
    background: ${colors.noTeam};
    color: #fff;
    box-shadow: 0 0.35vw 0 ${hostColors.noTeamDeep};
  }
  &[data-tone='ghost'] {
    background: rgba(255, 255, 255, 0.1);
    color: #fff;
    box-shadow: inset 0 0 0 0.12vw rgba(255, 255, 255, 0.35);
  }
  &[data-tone='danger'] {
    background: ${colors.danger};
    color: #fff;
    box-shadow: 0 0.35vw 0 #b32d2d;
  }
  &[data-active='true'] {
    box-shadow:
      0 0 0 0.25vw #fff,
      0 0.35vw 0 ${hostColors.goldDeep};
  }
  &[data-size='xl'] {
    font-size: 2vw;
    padding: 1.1vw 3vw;
  }
  &[data-size='s'] {
    font-size: 1vw;
    padding: 0.5vw 1.1vw;
  }
`;

/** Big festive headline text. */
export const headline = css`
  margin: 0;
  font-size: 4.6vw;
  font-weight: 900;
  line-height: 1.05;
  text-align: center;
  letter-spacing: 0.01em;
  text-shadow:
    0 0.4vw 0 rgba(0, 0, 0, 0.35),
    0 0 2vw rgba(255, 210, 63, 0.35);
`;

export const subline = css`
  margin: 0;
  font-size: 2vw;
  font-weight: 700;
  color: ${colors.textDim};
  text-align: center;
`;

/** A raised panel on the stage. */
export const card = css`
  background: rgba(42, 33, 72, 0.82);
  border-radius: 1.4vw;
  padding: 1.4vw;
  box-shadow:
    0 0.6vw 2vw rgba(0, 0, 0, 0.35),
    inset 0 0 0 0.12vw rgba(255, 255, 255, 0.08);
`;

/** A centred screen inside the stage area. */
export const scene = css`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2vw;
  padding: 1.5vw 3vw;
  position: relative;
`;

export const pop = css`
  animation: host-pop 0.5s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  @keyframes host-pop {
    from {
      transform: scale(0.4);
      opacity: 0;
    }
    to {
      transform: scale(1);
      opacity: 1;
    }
  }
`;

/** Visually hidden, still read by screen readers and tests. */
export const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;
