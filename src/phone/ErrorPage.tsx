import { use } from 'react';
import { initI18n } from '../i18n/i18n';
import { startLanguage } from '../i18n/choice';
import { DEFAULT_LANGUAGE } from '../protocol/enums';
import { parseErrorKey } from './errorText';
import { ErrorScene } from './scenes/ErrorScene';

/** `/error?lng=…&cn=…[&e=code]`: where a phone lands when it cannot enter a room. */
export default function ErrorPage() {
  const q = new URLSearchParams(location.search);
  use(
    initI18n(
      startLanguage('phone', q, () => DEFAULT_LANGUAGE),
      ['Error'],
    ),
  );
  return <ErrorScene error={parseErrorKey(q.get('e')) ?? { group: 'SP01', code: '102' }} />;
}
