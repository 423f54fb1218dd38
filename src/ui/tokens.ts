/** Design tokens from SPEC.md §9. */
export const colors = {
  left: '#2fbf71',
  right: '#ff5fa2',
  noTeam: '#9b6bff',
  bg: '#1b1530',
  bgRaised: '#2a2148',
  text: '#ffffff',
  textDim: '#c9c1e6',
  accent: '#ffd23f',
  danger: '#ff5a5a',
} as const;

export const layers = {
  background: -99, common: 99, inputOverlay: 100, dialog: 999, header: 1000, dialogFront: 1001,
  loading: 1002, fullOverlay: 1100, filter: 9999, debug: 10000,
} as const;

export const fontSizes = { single: '6.8vw', multi: '6.0vw', list: '4vw', landscapeOverlay: '5.3vmin' } as const;

export const disabledOpacity = 0.4;

/** The big screen's deeper shades of the team colours, for gradients and shadows (host only). */
export const hostColors = {
  leftDeep: '#178a4e',
  rightDeep: '#d1346f',
  noTeamDeep: '#6a3fd6',
  stageTop: '#2b1660',
  stageBottom: '#120a2b',
  gold: '#ffcf33',
  goldDeep: '#c98f00',
  online: '#3ee07f',
  offline: '#8b84a8',
} as const;
