import { css } from '@linaria/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraIcon, ImageIcon, UserIcon } from '../../../ui/photoIcons';
import { Spinner } from '../../../ui/Spinner';
import { colors, fonts, vw } from '../../../ui/tokens';

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(3.5)};
`;
const frame = css`
  position: relative;
  width: ${vw(38)};
  height: ${vw(38)};
  border-radius: 50%;
  padding: ${vw(1.6)};
  background: conic-gradient(from 200deg, ${colors.left}, ${colors.accent}, ${colors.right}, ${colors.noTeam}, ${colors.left});
  box-shadow: 0 ${vw(2)} ${vw(5)} rgba(0, 0, 0, 0.4);
`;
const face = css`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  object-fit: cover;
  background: ${colors.bgCard};
  display: flex;
  align-items: center;
  justify-content: center;
  color: rgba(255, 255, 255, 0.35);
  & svg {
    width: 55%;
    height: 55%;
  }
`;
const busy = css`
  position: absolute;
  inset: ${vw(1.6)};
  border-radius: 50%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(1.5)};
  background: rgba(18, 13, 36, 0.7);
  font-size: ${vw(3.2)};
  font-weight: 800;
`;
const choices = css`
  display: flex;
  gap: ${vw(3)};
`;
const choice = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vw(1.8)};
  padding: ${vw(2.4)} ${vw(4.4)};
  border-radius: 999px;
  font-family: ${fonts.display};
  font-weight: 800;
  font-size: ${vw(4)};
  color: ${colors.text};
  background: rgba(255, 255, 255, 0.12);
  box-shadow: inset 0 ${vw(-0.8)} 0 rgba(0, 0, 0, 0.3);
  cursor: pointer;
  & svg {
    width: ${vw(5.4)};
    height: ${vw(5.4)};
  }
  & input {
    position: absolute;
    inset: 0;
    opacity: 0;
    width: 100%;
    cursor: pointer;
  }
  &:active {
    transform: translateY(${vw(0.4)});
  }
`;
const note = css`
  margin: 0;
  font-size: ${vw(3.4)};
  color: ${colors.textDim};
  min-height: 1.3em;
`;
const bad = css`
  color: ${colors.danger};
  font-weight: 800;
`;

export type PickedPhoto = { dataUrl: string; size: number };

/**
 * Profile photo from the camera (`capture`) or the gallery. The file goes to the media worker,
 * which crops, resizes and encodes it under the photo size limit; only the result comes back.
 */
export function PhotoPicker({ current, onPicked }: { current: string | null; onPicked: (p: PickedPhoto) => void }) {
  const { t } = useTranslation('System');
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  const seq = useRef(0);
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const mine = ++seq.current;
    setState('busy');
    // The media engine (and its worker) only when a photo is picked: the profile screen shows without it.
    import('../../../engine/media')
      .then(({ processPhoto }) => processPhoto(file))
      .then(
        (r) => {
          if (mine !== seq.current) return;
          if (!r.fits) return setState('error');
          setState('idle');
          onPicked({ dataUrl: r.dataUrl, size: r.size });
        },
        () => {
          if (mine === seq.current) setState('error');
        },
      );
  };
  return (
    <div className={wrap}>
      <div className={frame} data-testid="profile-photo">
        {current ? (
          <img className={face} src={current} alt={t('Profile_Photo_Alt_00')} />
        ) : (
          <span className={face}>
            <UserIcon />
          </span>
        )}
        {state === 'busy' && (
          <span className={busy} role="status">
            <Spinner />
            {t('Profile_Photo_Busy_00')}
          </span>
        )}
      </div>
      <div className={choices}>
        <label className={choice}>
          <CameraIcon /> {t('Profile_Photo_Camera_00')}
          <input type="file" accept="image/*" capture="user" onChange={onFile} aria-label={t('Profile_Photo_Camera_00')} data-testid="photo-camera" />
        </label>
        <label className={choice}>
          <ImageIcon /> {t('Profile_Photo_Gallery_00')}
          <input type="file" accept="image/*" onChange={onFile} aria-label={t('Profile_Photo_Gallery_00')} data-testid="photo-gallery" />
        </label>
      </div>
      <p className={`${note} ${state === 'error' ? bad : ''}`}>{state === 'error' ? t('Profile_Photo_Error_00') : t('Profile_Photo_Note_00')}</p>
    </div>
  );
}
