import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { clearIntentError } from '../../engine/socketClient';
import { Events } from '../../protocol/events';
import { errorKey } from '../../protocol/errors';
import { SensorIcon, WarnIcon } from '../../ui/icons';
import { colors } from '../../ui/tokens';
import { NAME_ERRORS } from '../system/parts/ProfileForm';
import { Dialog } from './Dialog';

const codeCls = css`
  opacity: 0.6;
  font-size: 0.85em;
`;

/** Text of an intent's error, per intent and code (System namespace). */
export function intentErrorText(intent: string, key: string): { title: string; body: string } {
  if (intent === Events.capability && key === 'SP03-401') return { title: 'Spectator_Notice_Title_00', body: 'Spectator_Notice_Body_00' };
  if (intent === Events.updateTeam) {
    const byCode: Record<string, string> = { 'SP03-301': '00', 'SP03-302': '01', 'SP03-303': '02' };
    return { title: 'TeamError_Title_00', body: `TeamError_Body_${byCode[key] ?? '99'}` };
  }
  if (intent === Events.updateProfile) return { title: 'ProfileError_Title_00', body: key === 'SP03-203' ? 'ProfileError_Body_00' : 'ProfileError_Body_99' };
  if (key === '3007') return { title: 'IntentError_Title_00', body: 'IntentError_TooFast_00' };
  if (key === 'SP03-001' || key === 'SP02-105') return { title: 'IntentError_Title_00', body: 'IntentError_Offline_00' };
  return { title: 'IntentError_Title_00', body: 'IntentError_Body_00' };
}

/** Intents whose refusal the player must read (the rest are rare and shown the same way). */
const WATCHED = [Events.capability, Events.updateTeam, Events.updateProfile, Events.vote, Events.stopRoulette, Events.throwItem];

/**
 * SPEC.md: profile and team register errors are held in state and closed with a dialog. The
 * capability answer SP03-401 explains that this phone watches and cheers instead of playing.
 * Name errors stay under the name field (ProfileForm), not here.
 */
export function IntentErrors() {
  const { t } = useTranslation('System');
  const intents = useSnapshot(client).intents;
  const name = WATCHED.find((n) => {
    const e = intents[n]?.error;
    return e && !(n === Events.updateProfile && NAME_ERRORS[errorKey(e)]);
  });
  if (!name) return null;
  const error = intents[name]!.error!;
  const key = errorKey(error);
  const text = intentErrorText(name, key);
  const spectator = text.title === 'Spectator_Notice_Title_00';
  return (
    <Dialog
      layout="flex_tcb"
      buttons="ok"
      icon={spectator ? <SensorIcon color={colors.cyan} /> : <WarnIcon color={colors.danger} />}
      title={t(text.title)}
      okLabel={spectator ? t('Spectator_Notice_Ok_00') : undefined}
      onOk={() => clearIntentError(name)}
      testId={spectator ? 'spectator-notice' : 'intent-error'}
    >
      <p>{t(text.body)}</p>
      {!spectator && <p className={codeCls}>{key}</p>}
    </Dialog>
  );
}
