import { css, cx } from '@linaria/core';
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { GameButton } from '../../ui/GameButton';
import { CloseIcon } from '../../ui/icons';
import { colors, fonts, layers, motionCurve, sizes, vw, type Tone } from '../../ui/tokens';

/** SPEC.md §2 dialog layouts: where title, content and buttons sit in the card. */
export type DialogLayout = 'flex_c' | 'flex_cb' | 'flex_tc' | 'flex_tcb' | 'align_t' | 'align_b' | 'align_tb' | 'full_view';
/** Buttons: `default` (whatever the owner passes, two, one or none), `ok`, `yesno`. */
export type DialogButtons = 'default' | 'ok' | 'yesno';
export type DialogType = 'large' | 'small';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: ${layers.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vw(5)};
  background: rgba(10, 6, 24, 0.72);
  backdrop-filter: blur(3px);
  animation: dlg-fade 160ms ease-out;
  @keyframes dlg-fade {
    from {
      opacity: 0;
    }
  }
  &[data-front='true'] {
    z-index: ${layers.dialogFront};
  }
  &[data-layout='align_b'] {
    align-items: flex-end;
    padding-bottom: ${vw(6)};
  }
  /* Under the header (§9: header 1000 above dialog 999), so the player still sees whose phone it is. */
  &[data-layout='align_t'] {
    align-items: flex-start;
    padding-top: calc(${sizes.headerHeight} + ${vw(3)});
  }
  &[data-layout='full_view'] {
    padding: 0;
  }
`;
const card = css`
  position: relative;
  width: 100%;
  max-height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${vw(4)};
  padding: ${vw(7)} ${vw(6)} ${vw(6)};
  border-radius: ${vw(6)};
  color: ${colors.ink};
  background: ${colors.paper};
  box-shadow:
    0 ${vw(2)} 0 #d9c9a8,
    0 ${vw(5)} ${vw(10)} rgba(0, 0, 0, 0.45);
  text-align: center;
  animation: dlg-pop 260ms ${motionCurve.pop};
  @keyframes dlg-pop {
    from {
      transform: scale(0.85) translateY(${vw(4)});
      opacity: 0;
    }
  }
  &[data-type='small'] {
    width: ${vw(84)};
  }
  &[data-type='large'] {
    min-height: 66%;
  }
  &[data-tone='dark'] {
    color: ${colors.text};
    background: ${colors.bgRaised};
    box-shadow: 0 ${vw(5)} ${vw(10)} rgba(0, 0, 0, 0.5);
  }
  &[data-layout='flex_c'],
  &[data-layout='flex_cb'] {
    justify-content: center;
  }
  &[data-layout='align_t'],
  &[data-layout='align_tb'] {
    justify-content: flex-start;
  }
  &[data-layout='align_b'] {
    justify-content: flex-end;
    border-radius: ${vw(6)} ${vw(6)} ${vw(4)} ${vw(4)};
  }
  &[data-layout='full_view'] {
    height: 100%;
    min-height: 100%;
    border-radius: 0;
    padding-top: calc(${vw(6)} + env(safe-area-inset-top));
    padding-bottom: calc(${vw(6)} + env(safe-area-inset-bottom));
    animation: dlg-slide 280ms ${motionCurve.out};
    @keyframes dlg-slide {
      from {
        transform: translateY(12%);
        opacity: 0;
      }
    }
  }
`;
const titleCls = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${vw(6.2)};
  font-weight: 900;
  line-height: 1.25;
`;
const content = css`
  font-size: ${vw(4.3)};
  line-height: 1.55;
  overflow-y: auto;
  overscroll-behavior: contain;
  -webkit-overflow-scrolling: touch;
  & p {
    margin: 0 0 ${vw(2.5)};
  }
  & p:last-child {
    margin-bottom: 0;
  }
  /* flex_tc / flex_tcb: the content takes the middle and centres itself. */
  [data-layout='flex_tc'] > &,
  [data-layout='flex_tcb'] > & {
    flex: 1;
    display: flex;
    flex-direction: column;
    justify-content: center;
  }
  [data-layout='align_tb'] > &,
  [data-layout='full_view'] > & {
    flex: 1;
    text-align: left;
  }
  [data-layout='flex_cb'] > & {
    flex: 1;
    display: flex;
    flex-direction: column;
    justify-content: center;
  }
`;
const actions = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(3.5)};
  align-items: stretch;
  & > * {
    width: 100%;
  }
  &[data-count='2'] {
    flex-direction: row;
  }
  &[data-count='2'] > * {
    min-width: 0;
    flex: 1;
  }
  /* cb, tcb, tb: buttons pinned to the bottom. */
  [data-layout='flex_cb'] > &,
  [data-layout='flex_tcb'] > &,
  [data-layout='align_tb'] > &,
  [data-layout='full_view'] > & {
    margin-top: auto;
  }
`;
const close = css`
  position: absolute;
  top: ${vw(3)};
  right: ${vw(3)};
  width: ${vw(11)};
  height: ${vw(11)};
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.08);
  color: inherit;
  display: flex;
  align-items: center;
  justify-content: center;
  & svg {
    width: ${vw(6)};
    height: ${vw(6)};
  }
`;
const iconSlot = css`
  align-self: center;
  width: ${vw(20)};
  height: ${vw(20)};
  display: flex;
  align-items: center;
  justify-content: center;
  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export type DialogProps = {
  open?: boolean;
  layout?: DialogLayout;
  type?: DialogType;
  buttons?: DialogButtons;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** `default` buttons: up to two nodes (GameButtons) the owner lays out. */
  actions?: ReactNode[];
  onOk?: () => void;
  onYes?: () => void;
  onNo?: () => void;
  okLabel?: ReactNode;
  yesLabel?: ReactNode;
  noLabel?: ReactNode;
  yesTone?: Tone;
  /** A close (×) button in the corner. */
  onClose?: () => void;
  /** Above other dialogs (§9 layer "dialog front"). */
  front?: boolean;
  dark?: boolean;
  testId?: string;
  className?: string;
};

/** The dialog system: one card, eight layouts, three button kinds, two sizes. */
export function Dialog({
  open = true,
  layout = 'flex_tcb',
  type = 'small',
  buttons = 'default',
  title,
  icon,
  children,
  actions: custom,
  onOk,
  onYes,
  onNo,
  okLabel,
  yesLabel,
  noLabel,
  yesTone = 'accent',
  onClose,
  front,
  dark,
  testId,
  className,
}: DialogProps) {
  const { t } = useTranslation('System');
  const titleId = useId();
  if (!open) return null;
  let row: ReactNode[];
  if (buttons === 'ok')
    row = [
      <GameButton key="ok" size="small" onPress={onOk}>
        {okLabel ?? t('Dialog_Ok_00')}
      </GameButton>,
    ];
  else if (buttons === 'yesno') {
    row = [
      <GameButton key="no" size="small" tone="ghost" className={noGhost} onPress={onNo}>
        {noLabel ?? t('Dialog_No_00')}
      </GameButton>,
      <GameButton key="yes" size="small" tone={yesTone} onPress={onYes}>
        {yesLabel ?? t('Dialog_Yes_00')}
      </GameButton>,
    ];
  } else row = (custom ?? []).filter(Boolean);
  return createPortal(
    // A full view covers the header too: it is drawn in the §9 "dialog front" layer.
    <div className={backdrop} data-layout={layout} data-front={front || layout === 'full_view' ? 'true' : 'false'}>
      <section
        className={cx(card, className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        data-layout={layout}
        data-type={layout === 'full_view' ? 'large' : type}
        data-tone={dark ? 'dark' : 'light'}
        data-testid={testId}
      >
        {onClose && (
          <button type="button" className={close} onClick={onClose} aria-label={t('Dialog_Close_00')}>
            <CloseIcon />
          </button>
        )}
        {icon && <div className={iconSlot}>{icon}</div>}
        {title && (
          <h2 className={titleCls} id={titleId}>
            {title}
          </h2>
        )}
        {children && <div className={content}>{children}</div>}
        {row.length > 0 && (
          <div className={actions} data-count={row.length}>
            {row}
          </div>
        )}
      </section>
    </div>,
    document.body,
  );
}

const noGhost = css`
  --face: rgba(34, 26, 61, 0.1) !important;
  --edge: rgba(34, 26, 61, 0.25) !important;
  --ink: ${colors.ink} !important;
`;
