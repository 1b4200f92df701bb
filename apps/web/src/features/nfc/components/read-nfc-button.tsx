import { useRef, useState } from 'react';
import { Nfc } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { nfcErrorText } from '../lib/nfc-errors';
import { readOnce } from '../lib/nfc-operations';
import { NFC_TEXTS } from '../lib/nfc-texts';
import { readingTexts } from '../lib/ndef-message';
import { createNdefReader, nfcSupported } from '../lib/web-nfc-types';

type ReadNfcButtonProps = {
  /** What the tag holds (its URLs, then its texts); false when none names a tag (the button says so). */
  onRead: (texts: string[]) => boolean;
};

/** 'Ler tag NFC': only where the browser has Web NFC (Chrome on Android); elsewhere nothing is rendered. */
export function ReadNfcButton(props: ReadNfcButtonProps) {
  return nfcSupported() ? <ReadNfc {...props} /> : null;
}

function ReadNfc({ onRead }: ReadNfcButtonProps) {
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useRef<AbortController | null>(null);

  async function read() {
    const controller = new AbortController();
    cancel.current = controller;
    setError(null);
    setReading(true);
    try {
      const records = await readOnce(createNdefReader(), { signal: controller.signal });
      if (!onRead(readingTexts(records))) setError(NFC_TEXTS.noCode);
    } catch (failure) {
      // A cancel by the technician says nothing.
      if (!controller.signal.aborted) setError(nfcErrorText(failure, { writing: false }));
    } finally {
      cancel.current = null;
      setReading(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <Button
        size="lg"
        variant="secondary"
        className="w-full sm:w-auto"
        onClick={() => (reading ? cancel.current?.abort() : void read())}
      >
        <Nfc className="h-5 w-5" aria-hidden /> {reading ? NFC_TEXTS.cancel : NFC_TEXTS.read}
      </Button>
      {reading && (
        <p role="status" className="text-sm text-slate-600">
          {NFC_TEXTS.holdToRead}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
