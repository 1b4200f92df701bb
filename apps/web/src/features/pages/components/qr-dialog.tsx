import { useEffect, useState } from 'react';
import { Copy, Download, ExternalLink, Link2 } from 'lucide-react';
import { PAGE_TEXTS, type PageListItem } from '@portal/shared';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notifications/notify';
import { copyToClipboard } from '@/lib/clipboard';
import { qrImageUrl, QR_DEFAULTS, tagUrlBeside, type QrOptions } from '@/lib/public-urls';
import { LocalLinksWarning } from './local-links-warning';
import { saveBlob } from '@/lib/save-blob';

const INCLUDE_OPTIONS = [
  { value: 'code,serial', label: 'Código e número de série' },
  { value: 'code', label: 'Só o código' },
  { value: 'serial', label: 'Só o número de série' },
  { value: 'none', label: 'Nada (só o QR)' },
];
const SIZES = [128, 256, 512, 1024];

/** Why the QR image did not load: asks the same URL again to read the status. */
async function qrFailure(url: string): Promise<string> {
  try {
    const response = await fetch(url);
    if (response.status === 404) return PAGE_TEXTS.qrNotFound;
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : PAGE_TEXTS.qrFailed;
  } catch {
    return PAGE_TEXTS.qrFailed;
  }
}

/** The QR preview dialog (spec section 2): include, link (page or tag), tag code, size, target URL and image. */
export function QrDialog({ page, onOpenChange }: { page: PageListItem | null; onOpenChange: (open: boolean) => void }) {
  const [options, setOptions] = useState<QrOptions>(QR_DEFAULTS);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const debouncedCode = useDebouncedValue(options.braceletCode ?? '', 400);

  useEffect(() => {
    if (page) setOptions(QR_DEFAULTS);
  }, [page]);

  const imageUrl = page ? qrImageUrl(page.id, { ...options, braceletCode: debouncedCode }) : '';
  const code = (options.braceletCode ?? '').trim().toUpperCase();
  const targetUrl = !page
    ? ''
    : options.link === 'tag'
      ? code
        ? tagUrlBeside(page.publicUrl, code)
        : ''
      : page.publicUrl;

  useEffect(() => {
    setStatus('loading');
    setFailure(null);
  }, [imageUrl]);

  const update = (patch: Partial<QrOptions>) => setOptions((current) => ({ ...current, ...patch }));

  async function copy(text: string) {
    try {
      await copyToClipboard(text);
      notify.success(PAGE_TEXTS.urlCopied);
    } catch {
      notify.error(PAGE_TEXTS.qrFailed);
    }
  }

  async function download() {
    if (!page) return;
    setDownloading(true);
    try {
      const response = await fetch(imageUrl);
      if (response.status === 404) throw new Error(PAGE_TEXTS.qrImageNotFound);
      if (!response.ok) throw new Error(PAGE_TEXTS.qrFailed);
      saveBlob(await response.blob(), `qrcode-${page.slug}${options.link === 'tag' && code ? `-${code}` : ''}.png`);
    } catch (error) {
      notify.error(
        error instanceof Error && error.message === PAGE_TEXTS.qrImageNotFound
          ? PAGE_TEXTS.qrImageNotFound
          : PAGE_TEXTS.qrFailed,
      );
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Dialog
      open={page !== null}
      onOpenChange={onOpenChange}
      title="QR Code"
      description={page ? `${page.title} · /p/${page.slug}` : undefined}
      size="xl"
    >
      {page && (
        <div className="space-y-4">
          {/* First on a phone too, where the image comes before the options. */}
          <LocalLinksWarning url={page.publicUrl} />
          <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Incluir" htmlFor="qr-include">
                  <Select
                    id="qr-include"
                    value={options.include}
                    onChange={(event) => update({ include: event.target.value })}
                  >
                    {INCLUDE_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label="Link" htmlFor="qr-link">
                  <Select
                    id="qr-link"
                    value={options.link}
                    onChange={(event) => update({ link: event.target.value as QrOptions['link'] })}
                  >
                    <option value="page">Página pública (/p)</option>
                    <option value="tag">Tag (/t)</option>
                  </Select>
                </Field>
                <Field label="Código da tag" htmlFor="qr-code" hint="Opcional. Usado no link da tag e no rótulo.">
                  <Input
                    id="qr-code"
                    value={options.braceletCode ?? ''}
                    placeholder="Ex.: TAG1234"
                    className="font-mono uppercase placeholder:normal-case"
                    onChange={(event) => update({ braceletCode: event.target.value })}
                  />
                </Field>
                <Field label="Tamanho" htmlFor="qr-size">
                  <Select
                    id="qr-size"
                    value={options.size}
                    onChange={(event) => update({ size: Number(event.target.value) })}
                  >
                    {SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size} px
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">URL de destino</p>
                <p
                  className="mt-1 flex items-start gap-1.5 break-all font-mono text-sm text-slate-800"
                  data-testid="qr-target"
                >
                  <Link2 className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                  {targetUrl || 'A tag do cliente (informe o código para ver o endereço)'}
                </p>
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                <Button variant="secondary" size="sm" onClick={() => copy(imageUrl)}>
                  <Copy className="h-4 w-4" aria-hidden /> Copiar URL
                </Button>
                <Button variant="secondary" size="sm" onClick={() => copy(targetUrl)} disabled={!targetUrl}>
                  <Copy className="h-4 w-4" aria-hidden /> Copiar URL de destino
                </Button>
                <Button size="sm" onClick={download} loading={downloading} disabled={status === 'error'}>
                  <Download className="h-4 w-4" aria-hidden /> Baixar
                </Button>
                <a
                  href={imageUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-8 items-center justify-center gap-1.5 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
                >
                  <ExternalLink className="h-4 w-4" aria-hidden /> Abrir em nova aba
                </a>
              </div>
            </div>
            <div className="order-first flex min-h-64 items-center justify-center rounded-xl border border-slate-200 bg-white p-4 md:order-last md:self-start">
              {status === 'error' ? (
                <p role="alert" className="max-w-56 text-center text-sm text-red-600">
                  {failure ?? PAGE_TEXTS.qrFailed}
                </p>
              ) : (
                <>
                  {status === 'loading' && <Spinner label="Gerando QR Code..." />}
                  <img
                    key={imageUrl}
                    src={imageUrl}
                    alt={`QR Code de ${targetUrl || page.publicUrl}`}
                    className={
                      status === 'loaded'
                        ? 'h-auto max-h-64 w-full max-w-64 object-contain [image-rendering:pixelated]'
                        : 'hidden'
                    }
                    onLoad={() => setStatus('loaded')}
                    onError={async () => {
                      setStatus('error');
                      setFailure(await qrFailure(imageUrl));
                    }}
                  />
                </>
              )}
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
