import { css } from '@linaria/core';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { GameButton } from '../../ui/GameButton';
import { CameraIcon, QrIcon } from '../../ui/icons';
import { body, title } from '../../ui/styles';
import { colors, fonts, phoneColumnMax, QR_RETRY_MS, vw } from '../../ui/tokens';
import { Logo } from '../art/Logo';
import { playSfx } from '../device/audio';
import { buzz, vibrate } from '../device/vibrate';
import { CookieNote } from '../menu/CookieNote';
import { MenuSheets } from '../menu/MenuSheets';
import { gameHosts } from './gameHosts';
import { gameLink } from './gameLink';
import { QrDialogs, type QrDialog } from './QrDialogs';
import { QrIllustration } from './QrIllustration';
import { QrReader } from './QrReader';

const page = css`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(5)};
  padding: calc(${vw(8)} + env(safe-area-inset-top)) max(${vw(6)}, calc((100% - ${phoneColumnMax}px) / 2)) calc(${vw(6)} + env(safe-area-inset-bottom));
  text-align: center;
  background:
    radial-gradient(120% 55% at 50% 0%, rgba(155, 107, 255, 0.35), transparent 70%),
    radial-gradient(80% 40% at 0% 100%, rgba(47, 191, 113, 0.18), transparent 70%),
    radial-gradient(80% 40% at 100% 100%, rgba(255, 95, 162, 0.18), transparent 70%), ${colors.bg};
`;
const brand = css`
  display: flex;
  align-items: center;
  gap: ${vw(3)};
`;
const brandName = css`
  margin: 0;
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(8.6)};
  letter-spacing: 0.01em;
  background: linear-gradient(90deg, ${colors.left}, ${colors.accent} 50%, ${colors.right});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;
const note = css`
  display: flex;
  align-items: flex-start;
  gap: ${vw(2.4)};
  margin: 0;
  padding: ${vw(3)} ${vw(4)};
  border-radius: ${vw(4)};
  background: rgba(255, 255, 255, 0.07);
  color: ${colors.textDim};
  font-size: ${vw(3.6)};
  line-height: 1.5;
  text-align: left;
  & svg {
    width: ${vw(6)};
    height: ${vw(6)};
    flex: none;
    color: ${colors.cyan};
    margin-top: ${vw(0.3)};
  }
  & b {
    color: ${colors.text};
  }
`;
const hostLink = css`
  color: ${colors.cyan};
  font-weight: 800;
  text-decoration: none;
  font-size: ${vw(4)};
`;
const grow = css`
  flex: 1;
`;

/**
 * SPEC.md QR reader (`/`): the landing (overview, illustration, "read QR", camera note) and the
 * reading view. A scan plays a sound and pauses; a room link on one of our hosts asks to enter
 * (yes opens it, no resumes after 1 s); any other code says it is not a game QR (OK resumes after
 * 1 s); a camera that cannot start stops reading and explains.
 */
export function QrLanding() {
  const { t } = useTranslation('WebQr');
  const [reading, setReading] = useState(false);
  const [dialog, setDialog] = useState<QrDialog | null>(null);
  const [paused, setPaused] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const resumeLater = () => {
    setDialog(null);
    if (resumeTimer.current) clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setPaused(false), QR_RETRY_MS);
  };
  const onText = (text: string) => {
    setPaused(true);
    playSfx('scan');
    vibrate(buzz.success);
    void gameHosts().then((hosts) => {
      const link = gameLink(text, hosts);
      setDialog(link ? { kind: 'enter', link } : { kind: 'notGame' });
    });
  };
  const stop = () => {
    if (resumeTimer.current) clearTimeout(resumeTimer.current);
    setReading(false);
    setPaused(false);
    // A scan's question goes with the reading view; a camera problem is told on the landing.
    setDialog((d) => (d?.kind === 'camera' ? d : null));
  };

  return (
    <>
      {reading ? (
        <QrReader
          paused={paused}
          onText={onText}
          onCameraError={(error) => {
            stop();
            setDialog({ kind: 'camera', error });
          }}
          onQuit={stop}
        />
      ) : (
        <main className={page} data-scene="landing">
          <div className={brand}>
            <Logo size={16} />
            <h1 className={brandName}>{t('Landing_Title_00')}</h1>
          </div>
          <QrIllustration />
          <h2 className={title}>{t('Landing_Headline_00')}</h2>
          <p className={body}>
            <Trans ns="WebQr" i18nKey="Landing_Overview_00" components={{ b: <b /> }} />
          </p>
          <GameButton
            icon={<QrIcon />}
            onPress={() => {
              setDialog(null);
              setReading(true);
            }}
            data-testid="qr-read"
          >
            {t('Landing_Read_00')}
          </GameButton>
          <p className={note}>
            <CameraIcon />
            <span>
              <Trans ns="WebQr" i18nKey="Landing_CameraNote_00" components={{ b: <b /> }} />
            </span>
          </p>
          <div className={grow} />
          <a className={hostLink} href="/host">
            {t('Landing_Host_00')}
          </a>
          <CookieNote />
        </main>
      )}
      <QrDialogs
        dialog={dialog}
        onYes={() => {
          if (dialog?.kind === 'enter') {
            stop();
            location.assign(dialog.link);
          }
        }}
        onNo={resumeLater}
        onOk={() => (dialog?.kind === 'camera' ? setDialog(null) : resumeLater())}
      />
      <MenuSheets />
    </>
  );
}
