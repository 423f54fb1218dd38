import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import type { PhoneView } from '../../protocol/views';
import { LANGUAGE_NAMES } from '../../i18n/choice';
import { LANGUAGES } from '../../i18n/languages';
import { ChevronIcon, CopyIcon, DocIcon, ExitIcon, GlobeIcon, HandshakeIcon, HeartIcon, ShieldIcon, UserIcon, UsersIcon } from '../../ui/icons';
import { colors, disabledOpacity, fonts, vw } from '../../ui/tokens';
import { Dialog } from '../dialogs/Dialog';
import { openSheet, shell, showToast, type Sheet } from '../shell';
import { copyRoomUrl } from './copyRoomUrl';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vw(2)};
  text-align: left;
`;
const item = css`
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${vw(2.4)};
  padding: ${vw(3.2)} ${vw(2.8)};
  border: 0;
  border-radius: ${vw(4)};
  background: rgba(34, 26, 61, 0.06);
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-weight: 800;
  /* The longest words (конфиденциальности, Nutzungsbedingungen) fit whole at any width. */
  font-size: ${vw(4.2)};
  line-height: 1.25;
  text-align: left;
  cursor: pointer;
  & > svg:first-child {
    width: ${vw(6)};
    height: ${vw(6)};
    color: ${colors.noTeamDeep};
    flex: none;
  }
  & > span {
    flex: 1 1 auto;
    min-width: 0;
  }
  /* The current choice, e.g. the language in its own name: it gives way first. */
  & > small {
    flex: 0 100 auto;
    min-width: 0;
    font-family: ${fonts.body};
    font-size: ${vw(3.5)};
    font-weight: 700;
    line-height: 1.2;
    color: ${colors.noTeamDeep};
    text-align: right;
    overflow-wrap: break-word;
  }
  & > svg:last-child {
    flex: none;
    width: ${vw(3.6)};
    height: ${vw(3.6)};
    opacity: 0.35;
  }
  &:active {
    background: rgba(34, 26, 61, 0.12);
  }
  &:disabled {
    opacity: ${disabledOpacity};
  }
  &[data-danger='true'] > svg:first-child {
    color: ${colors.dangerDeep};
  }
  &[data-danger='true'] {
    color: ${colors.dangerDeep};
  }
`;
const sep = css`
  height: ${vw(0.4)};
  margin: ${vw(1)} ${vw(2)};
  background: rgba(34, 26, 61, 0.1);
  border-radius: 1px;
`;

type Entry = { key: string; icon: ReactNode; sheet?: Sheet; action?: () => void; disabled?: boolean; danger?: boolean; detail?: string; testId?: string };

/**
 * SPEC.md option menu: profile, team, exit (confirm), copy URL, EULA, privacy, code of conduct,
 * acknowledgements; and the language, shown in its own name so anyone finds it.
 */
export function OptionMenu() {
  const { t, i18n } = useTranslation('System');
  const lng = LANGUAGES.find((l) => l === i18n.language);
  const { sheet } = useSnapshot(shell);
  const view = useSnapshot(client).view as PhoneView | null;
  if (sheet !== 'menu' || !view) return null;
  // Teams can be picked only once the host opened team selection (or fixed them).
  const teamOpen = view.system.teamSelector.updateEnabled && (view.system.status === 'teamSelect' || view.system.teamSelector.teamsFixed);
  const groups: Entry[][] = [
    [
      { key: 'Menu_Profile_00', icon: <UserIcon />, sheet: 'profile', disabled: !view.me.name },
      { key: 'Menu_Team_00', icon: <UsersIcon />, sheet: 'team', disabled: !teamOpen },
      { key: 'Menu_Language_00', icon: <GlobeIcon />, sheet: 'language', detail: lng && LANGUAGE_NAMES[lng], testId: 'menu-language' },
      {
        key: 'Menu_CopyUrl_00',
        icon: <CopyIcon />,
        action: () =>
          void copyRoomUrl().then((ok) => {
            openSheet(null);
            showToast(ok ? 'Menu_Copied_00' : 'Menu_CopyFailed_00');
          }),
      },
    ],
    [
      { key: 'Menu_Eula_00', icon: <DocIcon />, sheet: 'eula' },
      { key: 'Menu_Privacy_00', icon: <ShieldIcon />, sheet: 'privacy' },
      { key: 'Menu_Conduct_00', icon: <HandshakeIcon />, sheet: 'conduct' },
      { key: 'Menu_Acknowledgements_00', icon: <HeartIcon />, sheet: 'acknowledgements' },
    ],
    [{ key: 'Menu_Exit_00', icon: <ExitIcon />, sheet: 'exit', danger: true }],
  ];
  return (
    <Dialog layout="align_t" type="small" title={t('Menu_Title_00')} onClose={() => openSheet(null)} testId="option-menu">
      <ul className={list}>
        {groups.map((g, gi) => [
          gi > 0 && <li key={`sep${gi}`} className={sep} aria-hidden="true" />,
          ...g.map((e) => (
            <li key={e.key}>
              <button
                type="button"
                className={item}
                disabled={e.disabled}
                data-danger={String(!!e.danger)}
                data-testid={e.testId}
                onClick={() => (e.action ? e.action() : openSheet(e.sheet!))}
              >
                {e.icon}
                <span>{t(e.key)}</span>
                {e.detail && <small>{e.detail}</small>}
                <ChevronIcon />
              </button>
            </li>
          )),
        ])}
      </ul>
    </Dialog>
  );
}
