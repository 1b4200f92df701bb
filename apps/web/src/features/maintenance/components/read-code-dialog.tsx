import { useRef, useState, type FormEvent } from 'react';
import { Camera } from 'lucide-react';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { tagCodeFromQr } from '../lib/tag-code';
import { useQrScanner } from '../lib/use-qr-scanner';
import { useOpenEquipment } from './open-equipment';

/** The phone's back camera reading a tag's QR; says so when the camera is refused or missing. */
function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const state = useQrScanner(videoRef, (text) => {
    const code = tagCodeFromQr(text);
    if (code) onCode(code);
    return code !== null;
  });
  if (state === 'unavailable') {
    return (
      <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
        {MAINTENANCE_TEXTS.cameraUnavailable}
      </p>
    );
  }
  return (
    <div className="relative overflow-hidden rounded-xl bg-slate-900">
      <video ref={videoRef} muted playsInline className="aspect-square w-full object-cover" aria-label="Câmera" />
      {state === 'starting' && (
        <span className="absolute inset-0 flex items-center justify-center text-slate-300">
          <Camera className="h-10 w-10" aria-hidden />
        </span>
      )}
      <span aria-hidden className="pointer-events-none absolute inset-[15%] rounded-2xl border-4 border-white/80" />
    </div>
  );
}

/**
 * 'Ler código': the camera reads a tag's QR (its /t/{code} URL or a bare code), or the technician types the code;
 * the equipment with exactly that code opens.
 */
export function ReadCodeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const openEquipment = useOpenEquipment();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  async function openCode(value: string) {
    setError(null);
    setLooking(true);
    const failure = await openEquipment(value);
    setLooking(false);
    if (failure) setError(failure);
    else onOpenChange(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = tagCodeFromQr(code);
    if (typed) void openCode(typed);
    else setError(MAINTENANCE_TEXTS.notFound);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setCode('');
          setError(null);
        }
        onOpenChange(next);
      }}
      title={MAINTENANCE_TEXTS.readCode}
      description={MAINTENANCE_TEXTS.readCodeHint}
    >
      <div className="space-y-4">
        <CameraView
          onCode={(read) => {
            setCode(read);
            void openCode(read);
          }}
        />
        <form onSubmit={submit} noValidate className="space-y-3">
          <Field label={MAINTENANCE_TEXTS.typeCode} htmlFor="read-code-input" error={error ?? undefined}>
            <Input
              id="read-code-input"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="MNT00001"
              className="h-12 font-mono text-base uppercase"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'read-code-input-error' : undefined}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={looking}>
            {MAINTENANCE_TEXTS.openCode}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
