import { PanelScreen, PendenciasList } from '@/features/maintenance';
import { ReadNfcButton } from '@/features/nfc';

export function Component() {
  // 'Ler tag NFC' beside 'Ler código' where the browser has Web NFC (the button renders nothing elsewhere).
  // Issue 44: the open 'Não conforme' items of every equipment, under the list.
  return (
    <>
      <PanelScreen tagReader={(onRead) => <ReadNfcButton onRead={onRead} />} />
      <PendenciasList className="mt-4" />
    </>
  );
}
