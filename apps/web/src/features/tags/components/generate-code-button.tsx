import { useState } from 'react';
import { Wand2 } from 'lucide-react';
import { TAG_TEXTS } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notifications/notify';
import { generateCodeWithFallback } from '../api/generate-code';

/**
 * 'Gerar': asks the server for a free 8-character code; when that fails it says so
 * ('Falha ao gerar código automaticamente') and uses a random local code instead.
 */
export function GenerateCodeButton({
  onCode,
  label = 'Gerar',
  disabled,
}: {
  onCode: (code: string) => void;
  label?: string;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    try {
      const { code, local } = await generateCodeWithFallback();
      if (local) notify.error(TAG_TEXTS.generateFailed);
      onCode(code);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={generate} loading={busy} disabled={disabled} className="shrink-0">
      {!busy && <Wand2 className="h-4 w-4" aria-hidden />} {label}
    </Button>
  );
}
