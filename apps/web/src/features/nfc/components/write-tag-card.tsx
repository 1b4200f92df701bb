import { useRef, useState } from 'react';
import { Nfc } from 'lucide-react';
import { NFC_CHIPS } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { nfcErrorText } from '../lib/nfc-errors';
import { writeAndVerify } from '../lib/nfc-operations';
import { NFC_TEXTS } from '../lib/nfc-texts';
import { ndefTagBytes, tagMessage } from '../lib/ndef-message';
import { createNdefReader, nfcSupported } from '../lib/web-nfc-types';

type WriteTagCardProps = {
  /** The tag's public URL (`https://.../t/{code}`). */
  url: string;
  /** The NDEF text written beside it (the server's, from the profile as visitors see it); empty: the URL only. */
  text: string;
};

type Step =
  | { kind: 'idle' }
  | { kind: 'writing' }
  | { kind: 'verifying' }
  | { kind: 'done'; matched: boolean }
  | { kind: 'failed'; message: string };

const UNKNOWN_CHIP = '';

/** 'Gravar na tag': only where the browser has Web NFC (Chrome on Android); elsewhere nothing is rendered. */
export function WriteTagCard(props: WriteTagCardProps) {
  return nfcSupported() ? <WriteTag {...props} /> : null;
}

function WriteTag({ url, text }: WriteTagCardProps) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [chipName, setChipName] = useState(UNKNOWN_CHIP);
  const cancel = useRef<AbortController | null>(null);
  const records = tagMessage(url, text);
  const bytes = ndefTagBytes(records);
  const busy = step.kind === 'writing' || step.kind === 'verifying';

  async function write() {
    const controller = new AbortController();
    cancel.current = controller;
    setStep({ kind: 'writing' });
    try {
      const result = await writeAndVerify(createNdefReader(), records, {
        signal: controller.signal,
        chip: NFC_CHIPS.find((chip) => chip.name === chipName),
        onWritten: () => setStep({ kind: 'verifying' }),
      });
      setStep({ kind: 'done', matched: result.matched });
    } catch (failure) {
      setStep(
        controller.signal.aborted
          ? { kind: 'idle' }
          : { kind: 'failed', message: nfcErrorText(failure, { writing: true, bytes }) },
      );
    } finally {
      cancel.current = null;
    }
  }

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">{NFC_TEXTS.writeTitle}</h2>
      <p className="mt-1 text-sm text-slate-500">{NFC_TEXTS.writeHint}</p>
      <div className="mt-3 space-y-3">
        <p className="break-all font-mono text-sm text-slate-700">{url}</p>
        <p className="text-sm text-slate-600">{NFC_TEXTS.size(bytes)}</p>
        <Field label="Chip da tag" htmlFor="nfc-chip">
          <Select id="nfc-chip" value={chipName} onChange={(event) => setChipName(event.target.value)} disabled={busy}>
            <option value={UNKNOWN_CHIP}>Não sei</option>
            {NFC_CHIPS.map((chip) => (
              <option key={chip.name} value={chip.name}>
                {chip.name} ({chip.bytes} bytes)
              </option>
            ))}
          </Select>
        </Field>
        <Button onClick={() => (busy ? cancel.current?.abort() : void write())} className="w-full sm:w-auto">
          <Nfc className="h-4 w-4" aria-hidden /> {busy ? NFC_TEXTS.cancel : NFC_TEXTS.write}
        </Button>
        {busy && (
          <p role="status" className="text-sm text-slate-600">
            {step.kind === 'writing' ? NFC_TEXTS.holdToWrite : NFC_TEXTS.holdToVerify}
          </p>
        )}
        {step.kind === 'done' && (
          <p role="status" className={step.matched ? 'text-sm text-green-700' : 'text-sm text-red-700'}>
            {step.matched ? NFC_TEXTS.matched : NFC_TEXTS.mismatched}
          </p>
        )}
        {step.kind === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            {step.message}
          </p>
        )}
      </div>
    </Card>
  );
}
