import { PanelScreen } from '@/features/maintenance';
import { ReadNfcButton } from '@/features/nfc';

export function Component() {
  // 'Ler tag NFC' beside 'Ler código' where the browser has Web NFC (the button renders nothing elsewhere).
  return <PanelScreen tagReader={(onRead) => <ReadNfcButton onRead={onRead} />} />;
}
