import { css } from '@linaria/core';

/** The lab's own palette: a dark, quiet developer tool (not the players' screens). */
export const palette = {
  bg: '#14111f',
  panel: '#1f1a30',
  panelEdge: '#322a4d',
  text: '#eeeaf8',
  dim: '#a79fc4',
  accent: '#ffd23f',
  accentInk: '#221a3d',
  danger: '#ff6b6b',
  good: '#45d39a',
  changed: '#ffb02e',
} as const;

/** Series and marker colours, readable on `palette.panel`. */
export const seriesColors = { mag: '#ffffff', x: '#ff6b8b', y: '#45d39a', z: '#4cb8ff' } as const;
export const markerColors = ['#ffd23f', '#ff8a3d', '#c38bff', '#3fd0ff', '#ff5fa2', '#9be15d'];

/**
 * Three columns on a wide screen (source | plot and results | thresholds), two on a laptop (the
 * thresholds under the source), one on a phone, where recording comes first.
 */
export const page = css`
  min-height: 100%;
  background: ${palette.bg};
  color: ${palette.text};
  font:
    14px/1.45 system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    sans-serif;
  padding: 16px;
  display: grid;
  gap: 14px;
  align-items: start;
  grid-template-columns: minmax(280px, 330px) minmax(0, 1fr) minmax(300px, 350px);
  grid-template-areas: 'head head head' 'side main tune';
  @media (max-width: 1279px) {
    grid-template-columns: minmax(290px, 340px) minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'head head' 'side main' 'tune main';
  }
  @media (max-width: 820px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-template-areas: 'head' 'side' 'main' 'tune';
    padding: 10px;
    gap: 10px;
  }
`;

export const tune = css`
  grid-area: tune;
  display: grid;
  gap: 12px;
  min-width: 0;
`;

export const head = css`
  grid-area: head;
  display: flex;
  align-items: baseline;
  gap: 12px;
  flex-wrap: wrap;
  h1 {
    margin: 0;
    font-size: 22px;
  }
  p {
    margin: 0;
    color: ${palette.dim};
  }
`;

export const side = css`
  grid-area: side;
  display: grid;
  gap: 12px;
  min-width: 0;
`;

export const main = css`
  grid-area: main;
  display: grid;
  gap: 12px;
  min-width: 0;
`;

export const panel = css`
  background: ${palette.panel};
  border: 1px solid ${palette.panelEdge};
  border-radius: 10px;
  padding: 12px 14px;
  min-width: 0;
  h2 {
    margin: 0 0 8px;
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${palette.dim};
  }
`;

export const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

export const dim = css`
  color: ${palette.dim};
  font-size: 12.5px;
`;

export const btn = css`
  appearance: none;
  font: inherit;
  font-weight: 600;
  color: ${palette.text};
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid ${palette.panelEdge};
  border-radius: 7px;
  padding: 6px 11px;
  cursor: pointer;
  touch-action: manipulation;
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.14);
    }
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
  &[aria-pressed='true'] {
    border-color: ${palette.accent};
  }
`;

export const primary = css`
  background: ${palette.accent};
  color: ${palette.accentInk};
  border-color: ${palette.accent};
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: #ffe07a;
    }
  }
`;

export const danger = css`
  background: ${palette.danger};
  color: #2a0d0d;
  border-color: ${palette.danger};
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: #ff8a8a;
    }
  }
`;

export const input = css`
  font: inherit;
  color: ${palette.text};
  background: ${palette.bg};
  border: 1px solid ${palette.panelEdge};
  border-radius: 6px;
  padding: 5px 8px;
  min-width: 0;
  &:focus {
    outline: 2px solid ${palette.accent};
    outline-offset: -1px;
  }
`;

export const alert = css`
  border: 1px solid ${palette.danger};
  background: rgba(255, 107, 107, 0.12);
  border-radius: 8px;
  padding: 8px 10px;
  margin-top: 8px;
  strong {
    color: ${palette.danger};
  }
  code {
    display: block;
    margin-top: 4px;
    white-space: pre;
    overflow-x: auto;
    font-size: 12px;
    color: ${palette.text};
  }
`;

export const table = css`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    text-align: left;
    padding: 3px 10px 3px 0;
  }
  th {
    color: ${palette.dim};
    font-weight: 600;
  }
`;
