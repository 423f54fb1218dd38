import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { Events } from '../../protocol/events';
import type { PhoneView } from '../../protocol/views';
import { Avatar } from '../../ui/Avatar';
import { EditIcon, MenuIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { colors, fonts, layers, sizes, teamColor, vw } from '../../ui/tokens';
import { openSheet } from '../shell';
import { headerMenuState } from './headerState';

const bar = css`
  position: sticky;
  top: 0;
  z-index: ${layers.header};
  height: ${sizes.headerHeight};
  min-height: ${vw(15)};
  padding: 0 ${vw(3)};
  padding-top: env(safe-area-inset-top);
  display: flex;
  align-items: center;
  gap: ${vw(3)};
  background: linear-gradient(180deg, rgba(18, 13, 36, 0.92), rgba(18, 13, 36, 0.6));
  backdrop-filter: blur(6px);
  border-bottom: ${vw(0.5)} solid rgba(255, 255, 255, 0.06);
`;
const who = css`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${vw(2.6)};
  padding: ${vw(1)};
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;
`;
const avatarWrap = css`
  position: relative;
  display: inline-flex;
`;
const badgeCls = css`
  position: absolute;
  right: ${vw(-1)};
  bottom: ${vw(-1)};
  width: ${vw(5.6)};
  height: ${vw(5.6)};
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.accent};
  color: ${colors.ink};
  box-shadow: 0 0 0 ${vw(0.6)} ${colors.bgDeep};
  & svg {
    width: 70%;
    height: 70%;
    stroke-width: 3;
  }
`;
const spin = css`
  width: ${vw(5.6)};
  height: ${vw(5.6)};
  border-width: ${vw(0.9)};
`;
const names = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${vw(0.6)};
`;
const nameCls = css`
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(4.6)};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const chip = css`
  align-self: flex-start;
  padding: ${vw(0.3)} ${vw(2.4)};
  border-radius: 999px;
  font-size: ${vw(3)};
  font-weight: 800;
  color: #fff;
  background: var(--team);
`;
const menuBtn = css`
  width: ${vw(12)};
  height: ${vw(12)};
  flex: none;
  border: 0;
  border-radius: ${vw(3.5)};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${colors.text};
  background: rgba(255, 255, 255, 0.1);
  box-shadow: inset 0 ${vw(-0.8)} 0 rgba(0, 0, 0, 0.25);
  & svg {
    width: ${vw(7)};
    height: ${vw(7)};
  }
  &:active {
    transform: translateY(${vw(0.4)});
  }
`;

/** The system scene's header: who I am (tap to edit the profile), my team, and the option menu. */
export function Header() {
  const { t } = useTranslation('System');
  const snap = useSnapshot(client);
  const view = snap.view as PhoneView;
  const state = headerMenuState(view.system.status, snap.intents[Events.updateProfile]?.pending ?? false);
  const team = view.me.team;
  const teamName = team === 'left' ? t('Team_Left_00') : team === 'right' ? t('Team_Right_00') : t('Team_None_00');
  return (
    <header className={bar} data-menu-state={state}>
      <button
        type="button"
        className={who}
        onClick={() => state === 'editIcon' && openSheet('profile')}
        aria-label={t('Header_EditProfile_00')}
        disabled={state === 'none'}
      >
        <span className={avatarWrap}>
          <Avatar photo={view.me.photo} name={view.me.name} team={team} size={11} />
          {state === 'editIcon' && (
            <span className={badgeCls} data-testid="header-edit-icon">
              <EditIcon />
            </span>
          )}
          {state === 'submitting' && (
            <span className={badgeCls} data-testid="header-submitting">
              <Spinner className={spin} />
            </span>
          )}
        </span>
        <span className={names}>
          <span className={nameCls}>{view.me.name}</span>
          <span className={chip} style={{ '--team': teamColor(team) } as CSSProperties}>
            {teamName}
          </span>
        </span>
      </button>
      <button type="button" className={menuBtn} onClick={() => openSheet('menu')} aria-label={t('Menu_Open_00')} data-testid="menu-button">
        <MenuIcon />
      </button>
    </header>
  );
}
