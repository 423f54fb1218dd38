import { css } from '@linaria/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colors, layers } from '../../ui/tokens';
import { btn } from '../ui/styles';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: ${layers.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(10, 6, 24, 0.72);
  backdrop-filter: blur(0.3vw);
`;
const sheet = css`
  width: min(80vw, 1500px);
  max-height: 86vh;
  display: flex;
  flex-direction: column;
  border-radius: 1.6vw;
  overflow: hidden;
  background: linear-gradient(180deg, #33275c, #221a40);
  box-shadow:
    0 2vw 6vw rgba(0, 0, 0, 0.6),
    inset 0 0 0 0.15vw rgba(255, 255, 255, 0.12);
  animation: sheet-in 0.25s cubic-bezier(0.2, 1.3, 0.4, 1) both;
  @keyframes sheet-in {
    from {
      transform: translateY(3vw) scale(0.96);
      opacity: 0;
    }
  }
  &[data-size='s'] {
    width: min(44vw, 840px);
  }
`;
const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1vw;
  padding: 1vw 1.5vw;
  background: rgba(0, 0, 0, 0.25);
  h2 {
    margin: 0;
    font-size: 1.9vw;
    font-weight: 900;
    color: ${colors.accent};
  }
`;
const body = css`
  padding: 1.4vw 1.5vw;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: 1.2vw;
  font-size: 1.2vw;
`;
const foot = css`
  display: flex;
  justify-content: flex-end;
  gap: 1vw;
  padding: 1vw 1.5vw;
  background: rgba(0, 0, 0, 0.2);
`;

/** A modal sheet for the host's controls; Escape or the close button dismisses it. */
export function Sheet({
  title,
  onClose,
  children,
  footer,
  size,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 's';
  testId?: string;
}) {
  const { t } = useTranslation('Host');
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    addEventListener('keydown', key);
    return () => removeEventListener('keydown', key);
  }, [onClose]);
  return (
    <div
      className={backdrop}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={sheet} role="dialog" aria-modal="true" aria-label={title} data-size={size} data-testid={testId}>
        <div className={head}>
          <h2>{title}</h2>
          <button type="button" className={btn} data-tone="ghost" data-size="s" onClick={onClose}>
            {t('Common_Close_00')}
          </button>
        </div>
        <div className={body}>{children}</div>
        {footer && <div className={foot}>{footer}</div>}
      </div>
    </div>
  );
}

/** A labelled on/off switch. */
export const toggleRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1vw;
  padding: 0.6vw 1vw;
  border-radius: 0.9vw;
  background: rgba(255, 255, 255, 0.06);
  font-weight: 700;
  cursor: pointer;
  input {
    appearance: none;
    width: 4vw;
    height: 2.2vw;
    border-radius: 999px;
    background: #5a5275;
    position: relative;
    cursor: pointer;
    flex: none;
    margin: 0;
    transition: background 0.2s;
  }
  input::after {
    content: '';
    position: absolute;
    top: 0.25vw;
    left: 0.25vw;
    width: 1.7vw;
    height: 1.7vw;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.2s;
  }
  input:checked {
    background: ${colors.left};
  }
  input:checked::after {
    transform: translateX(1.8vw);
  }
  small {
    display: block;
    font-weight: 600;
    color: ${colors.textDim};
    font-size: 0.95vw;
  }
`;

export function Toggle({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  testId?: string;
}) {
  return (
    <label className={toggleRow}>
      <span>
        {label}
        {hint && <small>{hint}</small>}
      </span>
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
    </label>
  );
}

export const sectionTitle = css`
  margin: 0;
  font-size: 1.3vw;
  font-weight: 900;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${colors.textDim};
`;
