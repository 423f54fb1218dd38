import { css, cx } from '@linaria/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { GameButton } from '../../../ui/GameButton';
import { screen } from '../../../ui/styles';
import { colors, fonts, vw } from '../../../ui/tokens';
import { GameFrame, type StatusScreens } from '../../common/phone/GameFrame';
import { bigNumber, heading, note } from '../../common/phone/styles';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm121PhoneOwn } from '../rules/views';
import { Histogram, Swatch } from '../shared/Swatch';
import { Camera } from './Camera';

type Own = Snapshot<Gm121PhoneOwn>;

const page = css`
  gap: ${vw(3)};
  padding-top: ${vw(4)};
  padding-bottom: ${vw(4)};
`;
const row = css`
  display: flex;
  align-items: center;
  gap: ${vw(3)};
  font-family: ${fonts.display};
  font-size: ${vw(5)};
`;
const photo = css`
  width: ${vw(44)};
  height: ${vw(44)};
  border-radius: ${vw(4)};
  object-fit: cover;
  border: ${vw(1)} solid #fff;
`;
const scoreBox = css`
  font-family: ${fonts.display};
  font-size: ${vw(14)};
  color: ${colors.accent};
`;
const histo = css`
  width: ${vw(70)};
`;

function ColourName({ own }: { own: Own }) {
  const { t } = useTranslation('gm121');
  if (!own.colour) return null;
  return (
    <div className={row}>
      <Swatch rgb={own.colour.rgb} size={vw(12)} testId="target" />
      <span>{t(`Color_${own.colour.id}_00`)}</span>
    </div>
  );
}

function LastShot({ own, local }: { own: Own; local: number | null }) {
  const { t } = useTranslation('gm121');
  if (own.shot)
    return (
      <div className={row} data-testid="my-shot" data-score={own.shot.score}>
        <img className={photo} src={own.shot.photo} alt="" style={{ width: vw(16), height: vw(16) }} />
        {t('Shot_Score_00', { score: own.shot.score })}
      </div>
    );
  if (own.isShotSucceeded === false) return <p className={note}>{t('Shot_Failed_00')}</p>;
  if (local !== null) return <p className={note}>{t('Shot_Sending_00')}</p>;
  return <p className={note}>{t('Shot_Hint_00')}</p>;
}

function Hunt({ own, tutorial }: { own: Own; tutorial: boolean }) {
  const { t } = useTranslation('gm121');
  const [local, setLocal] = useState<number | null>(null);
  const left = useSecondsLeft(own.shootUntil);
  if (own.capability === 'denied') return <Cheering />;
  const open = tutorial || (left ?? 0) > 0;
  return (
    <main className={cx(screen, page)} data-scene={tutorial ? 'gm121-tutorialPhotoShooting' : 'gm121-roundPhotoShooting'}>
      <h1 className={heading}>{tutorial ? t('Tutorial_Title_00') : t('Hunt_Title_00', { n: own.round + 1, of: own.rounds })}</h1>
      <ColourName own={own} />
      {own.colour && <Camera target={[...own.colour.rgb]} settings={own.settings} open={open && own.tries < own.settings.maxShots} onShot={setLocal} />}
      {!tutorial && <span className={note}>{left === null ? '' : t('Seconds_Left_00', { s: left })}</span>}
      {tutorial && own.tutorialDone && <p className={note}>{t('Tutorial_Done_00')}</p>}
      <LastShot own={own} local={local} />
    </main>
  );
}

function Cheering() {
  const { t } = useTranslation('gm121');
  return (
    <main className={screen} data-scene="gm121-cheer">
      <h1 className={heading}>{t('Cheer_Title_00')}</h1>
      <p className={note}>{t('Cheer_Body_00')}</p>
      <GameButton tone="accent" lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Cheer_00')}
      </GameButton>
    </main>
  );
}

function LookAtTv({ own }: { own: Own }) {
  const { t } = useTranslation('gm121');
  const left = useSecondsLeft(own.statusUntil);
  return (
    <main className={cx(screen, page)} data-scene="gm121-roundColor">
      <h1 className={heading}>{t('Color_Title_00', { n: own.round + 1, of: own.rounds })}</h1>
      <p className={note}>{t('Color_Body_00')}</p>
      <span className={bigNumber}>{left ?? ''}</span>
    </main>
  );
}

function Result({ own }: { own: Own }) {
  const { t } = useTranslation('gm121');
  return (
    <main className={cx(screen, page)} data-scene="gm121-roundResult">
      <h1 className={heading}>{t('Result_Title_00')}</h1>
      <ColourName own={own} />
      {own.shot ? (
        <>
          <img className={photo} src={own.shot.photo} alt="" data-testid="result-photo" />
          <span className={scoreBox} data-testid="round-score">
            {own.shot.score}
          </span>
          <p className={note}>{t('Result_Place_00', { place: own.positionInRound ?? '—', of: own.of })}</p>
        </>
      ) : (
        <p className={note} data-testid="round-score">
          {own.capability === 'denied' ? t('Cheer_Body_00') : t('Result_None_00')}
        </p>
      )}
      {own.histogram && <Histogram bins={own.histogram} colour={own.team === 'right' ? colors.right : colors.left} height={vw(16)} testId="my-histogram" />}
    </main>
  );
}

function Finished({ own }: { own: Own }) {
  const { t } = useTranslation('gm121');
  return (
    <main className={cx(screen, page)} data-scene="gm121-roundFinished">
      <h1 className={heading}>{t('Finished_Title_00')}</h1>
      <div className={row}>
        <span style={{ color: colors.left }}>{own.teamScores.left}</span>
        <span>–</span>
        <span style={{ color: colors.right }}>{own.teamScores.right}</span>
      </div>
      <p className={note} data-testid="my-best">
        {t('Finished_Best_00', { score: own.best })}
      </p>
      <div className={row}>
        {own.photos.map((p, i) =>
          p ? <img key={i} src={p} alt="" style={{ width: vw(20), height: vw(20), borderRadius: vw(3), objectFit: 'cover' }} /> : null,
        )}
      </div>
      <p className={note}>{own.round + 1 < own.rounds ? t('Next_00') : t('Last_00')}</p>
      <span className={histo} />
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm121');
  return (
    <main className={screen} data-scene="gm121-watching">
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <p className={note}>{t('Cheer_Body_00')}</p>
      <GameButton tone="accent" lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Cheer_00')}
      </GameButton>
    </main>
  );
}

/** Colour hunt (gm121) on the phone: the common frame around a screen for each status. */
export default function Gm121Scene() {
  const { view, game } = usePhoneGame('gm121');
  if (!view || !game) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm121'> = {
    tutorialPhotoShooting: (o) => <Hunt own={o} tutorial />,
    roundColor: (o) => <LookAtTv own={o} />,
    roundPhotoShooting: (o) => <Hunt key={o.round} own={o} tutorial={false} />,
    roundResult: (o) => <Result own={o} />,
    roundFinished: (o) => <Finished own={o} />,
  };
  return <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />;
}
