import { useEffect, useRef, useState, type DragEvent } from 'react';
import { CheckCircle2, ImagePlus, Loader2, TriangleAlert, Upload, X } from 'lucide-react';
import { PHOTO_TEXTS } from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/lib/notifications/notify';
import { useInvalidate } from '@/lib/query-client';
import { PHOTO_DATA } from '../api/invalidate';
import { useUploadPhoto } from '../api/upload-photo';
import { photoFileType, photoSizeError, photoTypeError } from '../lib/photo-file';
import { resizeImage } from '../lib/resize-image';

/** Spec section 4: the lists refresh 1 s after the uploads end. */
export const PHOTO_REFRESH_DELAY_MS = 1000;
/** Files sent at once: each has its own request (its own progress); two keep the line busy without hogging it. */
const PARALLEL_UPLOADS = 2;

type UploadStatus = 'pending' | 'uploading' | 'success' | 'error';

/** Spec section 3 'Upload item': file, preview, progress, status, error. */
type UploadItem = {
  id: string;
  file: File;
  preview: string | null;
  progress: number;
  status: UploadStatus;
  /** 'Erro no upload' with this under it (the server's message), or the file's own 'Erro no arquivo ...'. */
  error?: string;
  /** Refused before sending (type or size): the message is the whole 'Erro no arquivo {name}: ...'. */
  invalid?: boolean;
};

let nextItemId = 0;

/** The browser can show these as a preview (no HEIC/HEIF). */
const PREVIEWABLE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

function toItem(file: File): UploadItem {
  const type = photoFileType(file);
  // GIF and HEIC are not resized: their size is already what is sent.
  const notResized = type === 'image/gif' || type === 'image/heic' || type === 'image/heif';
  const problem = photoTypeError(file) ?? (notResized ? photoSizeError(file) : null);
  return {
    id: `upload-${++nextItemId}`,
    file,
    preview: !problem && PREVIEWABLE.has(type) ? URL.createObjectURL(file) : null,
    progress: 0,
    status: problem ? 'error' : 'pending',
    error: problem ? PHOTO_TEXTS.fileError(file.name, problem) : undefined,
    invalid: Boolean(problem),
  };
}

/** Runs `task` over `items`, at most `limit` at a time, and gives the results in order. */
async function runPool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type PhotoUploadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  /** Several files at once (spec: 'Multiple selection works only in multiple mode'). */
  multiple?: boolean;
};

/**
 * The photo upload dialog (spec sections 2 and 4): drag and drop or the picker, a preview grid with each file's
 * status and real upload percent, 'Cancelar' and 'Enviar (N Fotos)'. Each file is resized in the browser and sent
 * in its own request. Mounted only while open, so every opening starts empty.
 */
export function PhotoUploadDialog(props: PhotoUploadDialogProps) {
  return props.open ? <UploadDialog {...props} /> : null;
}

function UploadDialog({ onOpenChange, profileId, multiple = false }: PhotoUploadDialogProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [sending, setSending] = useState(false);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const upload = useUploadPhoto();
  const invalidate = useInvalidate();

  // Leaving the dialog stops what is still being sent and frees the previews.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const update = (id: string, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  function addFiles(list: FileList | File[] | null) {
    const files = Array.from(list ?? []);
    if (files.length === 0 || sending) return;
    const added = (multiple ? files : files.slice(0, 1)).map(toItem);
    setItems((current) => {
      if (multiple) return [...current, ...added];
      for (const item of current) if (item.preview) URL.revokeObjectURL(item.preview);
      return added;
    });
  }

  function remove(item: UploadItem) {
    if (item.preview) URL.revokeObjectURL(item.preview);
    setItems((current) => current.filter((other) => other.id !== item.id));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  /** One file: resized, checked, sent with its progress. True when stored, false when refused, null if aborted. */
  async function sendOne(item: UploadItem, signal: AbortSignal): Promise<boolean | null> {
    update(item.id, { status: 'uploading', progress: 0, error: undefined });
    const file = await resizeImage(item.file);
    const tooLarge = photoSizeError(file);
    if (tooLarge) {
      update(item.id, { status: 'error', error: PHOTO_TEXTS.fileError(item.file.name, tooLarge), invalid: true });
      return false;
    }
    try {
      await upload.mutateAsync({
        profileId,
        file,
        signal,
        onProgress: (progress) => update(item.id, { progress }),
      });
      update(item.id, { status: 'success', progress: 100 });
      return true;
    } catch (error) {
      if (signal.aborted) return null;
      update(item.id, { status: 'error', error: errorMessage(error, PHOTO_TEXTS.uploadError) });
      return false;
    }
  }

  async function send() {
    const queue = items.filter((item) => item.status === 'pending');
    if (queue.length === 0) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setSending(true);
    const results = await runPool(queue, PARALLEL_UPLOADS, (item) => sendOne(item, controller.signal));
    if (controller.signal.aborted) return;
    abortRef.current = null;
    setSending(false);

    const stored = results.filter((result) => result === true).length;
    const refused = results.filter((result) => result === false).length;
    if (stored > 0) {
      notify.success(stored === 1 ? PHOTO_TEXTS.uploaded : PHOTO_TEXTS.uploadedMany(stored));
      // Spec section 4: the list refreshes a second later (the timer outlives the dialog, which may close now).
      setTimeout(() => void invalidate(PHOTO_DATA), PHOTO_REFRESH_DELAY_MS);
    }
    if (refused > 0) notify.error(refused === 1 ? PHOTO_TEXTS.uploadError : PHOTO_TEXTS.uploadManyError);
    const everyFileStored = refused === 0 && items.every((item) => item.status !== 'error');
    if (everyFileStored) onOpenChange(false);
  }

  const pendingCount = items.filter((item) => item.status === 'pending').length;
  // While sending, N counts the files on their way too (the button says what it is doing).
  const sendCount = items.filter((item) => item.status === 'pending' || item.status === 'uploading').length;

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="lg"
      title={multiple ? 'Enviar fotos' : 'Enviar foto'}
      description={PHOTO_TEXTS.hint}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {PHOTO_TEXTS.cancel}
          </Button>
          <Button onClick={() => void send()} disabled={pendingCount === 0 || sending} loading={sending}>
            <Upload className="h-4 w-4" aria-hidden />
            {PHOTO_TEXTS.send(sendCount)}
          </Button>
        </>
      }
    >
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!sending) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        className={cn(
          'flex flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <ImagePlus className="mb-2 h-8 w-8 text-slate-400" aria-hidden />
        <p className="text-sm text-slate-700">
          {multiple ? 'Arraste as fotos para cá ou' : 'Arraste a foto para cá ou'}
        </p>
        <Button
          className="mt-2"
          variant="secondary"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={sending}
        >
          {multiple ? 'Escolher fotos' : 'Escolher foto'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple={multiple}
          className="sr-only"
          tabIndex={-1}
          aria-label={multiple ? 'Escolher fotos' : 'Escolher foto'}
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>

      {items.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Fotos selecionadas">
          {items.map((item) => (
            <UploadItemCard
              key={item.id}
              item={item}
              onRemove={
                !sending && (item.status === 'pending' || item.status === 'error') ? () => remove(item) : undefined
              }
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

const statusLabel: Record<UploadStatus, string> = {
  pending: 'Aguardando envio',
  uploading: 'Enviando',
  success: 'Enviada',
  error: PHOTO_TEXTS.uploadItemError,
};

/** One file: its preview, name and status; a pending file (or a refused one, to clear it) can be removed. */
function UploadItemCard({ item, onRemove }: { item: UploadItem; onRemove?: () => void }) {
  const name = item.file.name;
  return (
    <li
      className={cn(
        'relative overflow-hidden rounded-lg border bg-white',
        item.status === 'error'
          ? 'border-red-300'
          : item.status === 'success'
            ? 'border-green-300'
            : 'border-slate-200',
      )}
      aria-label={name}
    >
      <div className="flex aspect-square items-center justify-center bg-slate-100">
        {item.preview ? (
          <img src={item.preview} alt="" className="h-full w-full object-cover" />
        ) : (
          <ImagePlus className="h-8 w-8 text-slate-400" aria-hidden />
        )}
      </div>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="absolute right-1.5 top-1.5 inline-flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white"
          aria-label={`Remover ${name}`}
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
      <div className="space-y-1 p-2">
        <p className="truncate text-xs font-medium text-slate-800" title={name}>
          {name}
        </p>
        {item.status === 'uploading' ? (
          <div>
            <div
              role="progressbar"
              aria-label={`Enviando ${name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.progress}
              className="h-1.5 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${item.progress}%` }} />
            </div>
            <p className="mt-1 flex items-center gap-1 text-xs text-slate-600">
              <Loader2 className="h-3 w-3 animate-spin" aria-hidden />
              {statusLabel.uploading} <span className="tabular-nums">{item.progress}%</span>
            </p>
          </div>
        ) : item.status === 'success' ? (
          <p className="flex items-center gap-1 text-xs text-green-700">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> {statusLabel.success}
          </p>
        ) : item.status === 'error' ? (
          <div className="text-xs text-red-700" role="alert">
            {item.invalid ? (
              <p>{item.error}</p>
            ) : (
              <>
                <p className="flex items-center gap-1 font-medium">
                  <TriangleAlert className="h-3.5 w-3.5" aria-hidden /> {statusLabel.error}
                </p>
                {item.error && <p className="mt-0.5 text-red-600">{item.error}</p>}
              </>
            )}
          </div>
        ) : (
          <p className="text-xs text-slate-500">{statusLabel.pending}</p>
        )}
      </div>
    </li>
  );
}
