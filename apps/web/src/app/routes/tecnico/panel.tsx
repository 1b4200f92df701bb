import { PanelScreen, PendenciasList } from '@/features/maintenance';
import { ReadNfcButton } from '@/features/nfc';
import { OpenChamadosCard } from '@/features/problem-reports';
import { SiteFilter } from '@/features/sites';

export function Component() {
  // 'Ler tag NFC' beside 'Ler código' where the browser has Web NFC (the button renders nothing elsewhere); issue 44:
  // the site filter and the open chamados (of the site picked), and the open 'Não conforme' items under the list.
  return (
    <>
      <PanelScreen
        tagReader={(onRead) => <ReadNfcButton onRead={onRead} />}
        siteFilter={(value, onChange) => <SiteFilter value={value} onChange={onChange} />}
        chamados={(siteId) => <OpenChamadosCard siteId={siteId} />}
      />
      <PendenciasList className="mt-4" />
    </>
  );
}
