import { useSnapshot } from 'valtio';
import { shell } from '../shell';
import { AcknowledgementsSheet } from './AcknowledgementsSheet';
import { ExitConfirm } from './ExitConfirm';
import { LanguageSheet } from './LanguageSheet';
import { LegalSheet } from './LegalSheet';
import { OptionMenu } from './OptionMenu';
import { ProfileSheet } from './ProfileSheet';
import { TeamSheet } from './TeamSheet';

/** Whatever the option menu has open. */
export function MenuSheets() {
  const { sheet } = useSnapshot(shell);
  switch (sheet) {
    case 'menu':
      return <OptionMenu />;
    case 'profile':
      return <ProfileSheet />;
    case 'team':
      return <TeamSheet />;
    case 'language':
      return <LanguageSheet />;
    case 'exit':
      return <ExitConfirm />;
    case 'eula':
    case 'privacy':
    case 'conduct':
      return <LegalSheet doc={sheet} />;
    case 'acknowledgements':
      return <AcknowledgementsSheet />;
    default:
      return null;
  }
}
