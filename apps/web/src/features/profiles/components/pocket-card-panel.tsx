import { useEffect, useId, useState } from 'react';
import { CreditCard, Download, ExternalLink, Smartphone } from 'lucide-react';
import {
  LOCKSCREEN_LIMITS,
  PHONE_SIZE_PRESETS,
  POCKET_CARD_KINDS,
  POCKET_CARD_TEXTS,
  PRINT_SECTION_LABELS,
  sectionsHiddenFromVisitors,
  type Client,
  type PrintSection,
} from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notifyHttpError } from '@/lib/notifications/notify';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  useDownloadPocketFile,
  useLockscreenPreview,
  useOpenWalletCard,
  type LockscreenSize,
  type PocketCardTarget,
} from '../api/pocket-card';
import type { ProfileScope } from '../lib/scope';

type PrintableProfile = Pick<
  Client,
  | 'id'
  | 'kind'
  | 'page'
  | 'isNamePublic'
  | 'isContactsPublic'
  | 'isMedicalInfoPublic'
  | 'isPhotosPublic'
  | 'isNotesPublic'
>;
const CUSTOM = 'custom';
const inRange = ({ width, height }: LockscreenSize) =>
  Number.isInteger(width) &&
  Number.isInteger(height) &&
  width >= LOCKSCREEN_LIMITS.minWidth &&
  width <= LOCKSCREEN_LIMITS.maxWidth &&
  height >= LOCKSCREEN_LIMITS.minHeight &&
  height <= LOCKSCREEN_LIMITS.maxHeight;

/** An object URL for a fetched image, revoked when the image changes or the panel goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const href = URL.createObjectURL(blob);
    setUrl(href);
    return () => URL.revokeObjectURL(href);
  }, [blob]);
  return url;
}

/**
 * 'Papel de parede para o celular' and 'Cartão para a carteira' (issue 24): a person's or pet's emergency data and
 * the QR code of its public page, for the lock screen and the wallet. They print what the public page shows; the
 * sections it hides only when ticked here, for this print. The owner's and the admin's (by scope).
 */
export function PocketCardPanel({ scope, profile }: { scope: ProfileScope; profile: PrintableProfile }) {
  const id = useId();
  const [preset, setPreset] = useState<string>(PHONE_SIZE_PRESETS[0].id);
  const [custom, setCustom] = useState({ width: '1170', height: '2532' });
  const [include, setInclude] = useState<PrintSection[]>([]);
  const hidden = sectionsHiddenFromVisitors(profile);
  const chosen = PHONE_SIZE_PRESETS.find((p) => p.id === preset);
  const typed = { width: Number(custom.width), height: Number(custom.height) };
  const size = useDebouncedValue<LockscreenSize>(chosen ? { width: chosen.width, height: chosen.height } : typed, 400);
  const validSize = inRange(chosen ?? typed);
  const ticked = hidden.filter((section) => include.includes(section));
  const page = profile.page;
  const printable = POCKET_CARD_KINDS.includes(profile.kind) && Boolean(page?.isActive);
  const target: PocketCardTarget = { scope, profileId: profile.id, slug: page?.slug ?? profile.id };
  const preview = useLockscreenPreview(target, size, ticked, printable && inRange(size));
  const previewUrl = useObjectUrl(preview.data);
  const download = useDownloadPocketFile();
  const open = useOpenWalletCard();

  if (!POCKET_CARD_KINDS.includes(profile.kind)) return null;
  if (!page?.isActive) {
    return (
      <Card className="p-5">
        <h2 className="text-base font-semibold text-slate-900">{POCKET_CARD_TEXTS.lockscreenTitle}</h2>
        <p className="mt-1 text-sm text-slate-600">{POCKET_CARD_TEXTS.noPage}</p>
      </Card>
    );
  }

  const toggle = (section: PrintSection, on: boolean) =>
    setInclude((current) => (on ? [...current, section] : current.filter((s) => s !== section)));
  const failed = (error: unknown) => notifyHttpError(error, POCKET_CARD_TEXTS.downloadFailed);

  return (
    <Card className="space-y-5 p-5">
      {hidden.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{POCKET_CARD_TEXTS.includeTitle}</legend>
          {hidden.map((section) => (
            <label key={section} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-5 w-5 shrink-0 rounded border-slate-300 text-brand-600"
                checked={include.includes(section)}
                onChange={(event) => toggle(section, event.target.checked)}
              />
              {PRINT_SECTION_LABELS[section]}
            </label>
          ))}
        </fieldset>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby={`${id}-lockscreen`} className="space-y-3">
          <h2 id={`${id}-lockscreen`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Smartphone className="h-5 w-5 text-red-600" aria-hidden /> {POCKET_CARD_TEXTS.lockscreenTitle}
          </h2>
          <p className="text-sm text-slate-600">{POCKET_CARD_TEXTS.lockscreenHint}</p>
          <Field label={POCKET_CARD_TEXTS.sizeLabel} htmlFor={`${id}-size`}>
            <Select id={`${id}-size`} value={preset} onChange={(event) => setPreset(event.target.value)}>
              {PHONE_SIZE_PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label} ({p.width} x {p.height})
                </option>
              ))}
              <option value={CUSTOM}>{POCKET_CARD_TEXTS.customSize}</option>
            </Select>
          </Field>
          {!chosen && (
            <div className="grid grid-cols-2 gap-3">
              {(['width', 'height'] as const).map((side) => (
                <Field
                  key={side}
                  label={POCKET_CARD_TEXTS[side]}
                  htmlFor={`${id}-${side}`}
                  error={side === 'height' && !validSize ? POCKET_CARD_TEXTS.invalidSize : undefined}
                >
                  <Input
                    id={`${id}-${side}`}
                    type="number"
                    inputMode="numeric"
                    value={custom[side]}
                    onChange={(event) => setCustom((current) => ({ ...current, [side]: event.target.value }))}
                  />
                </Field>
              ))}
            </div>
          )}
          <div className="flex min-h-40 items-center justify-center rounded-xl bg-slate-100 p-3">
            {preview.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {preview.error.message || POCKET_CARD_TEXTS.previewFailed}
              </p>
            ) : previewUrl && validSize ? (
              <img
                src={previewUrl}
                alt={POCKET_CARD_TEXTS.previewAlt}
                className="max-h-96 w-auto rounded-2xl border border-slate-300 shadow"
              />
            ) : validSize ? (
              <Spinner />
            ) : null}
          </div>
          <Button
            disabled={!validSize}
            loading={download.isPending && download.variables?.file === 'lockscreen'}
            onClick={() =>
              download.mutate(
                { file: 'lockscreen', target, size: chosen ?? typed, include: ticked },
                { onError: failed },
              )
            }
          >
            <Download className="h-4 w-4" aria-hidden /> {POCKET_CARD_TEXTS.downloadPng}
          </Button>
        </section>
        <section aria-labelledby={`${id}-card`} className="space-y-3">
          <h2 id={`${id}-card`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <CreditCard className="h-5 w-5 text-red-600" aria-hidden /> {POCKET_CARD_TEXTS.walletCardTitle}
          </h2>
          <p className="text-sm text-slate-600">{POCKET_CARD_TEXTS.walletCardHint}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              loading={open.isPending}
              onClick={() => open.mutate({ target, include: ticked }, { onError: failed })}
            >
              <ExternalLink className="h-4 w-4" aria-hidden /> {POCKET_CARD_TEXTS.openPdf}
            </Button>
            <Button
              loading={download.isPending && download.variables?.file === 'card'}
              onClick={() => download.mutate({ file: 'card', target, include: ticked }, { onError: failed })}
            >
              <Download className="h-4 w-4" aria-hidden /> {POCKET_CARD_TEXTS.downloadPdf}
            </Button>
          </div>
        </section>
      </div>
    </Card>
  );
}
