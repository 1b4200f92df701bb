import { useEffect } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatPhotoSizeMB, type Photo } from '@portal/shared';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PhotoActionButtons } from './photo-action-buttons';
import { PhotoImage } from './photo-image';
import { isPhotoPublic, photoName, type PhotoActions } from './use-photo-actions';

/** 'L × A' from the photo's metadata, or null when unknown. */
export function photoDimensions(photo: Photo): string | null {
  const { width, height } = photo.metadata ?? {};
  return width && height ? `${width} × ${height}` : null;
}

/**
 * The full-size viewer (spec section 2): the photo, its file name, size in MB (2 decimals) and upload date, previous
 * and next (buttons and the arrow keys) and the gallery's actions. Radix's dialog traps the focus and Esc closes it.
 */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
  mainId,
  editable,
  actions,
  onDelete,
}: {
  photos: Photo[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  mainId: string | null;
  editable: boolean;
  actions: PhotoActions;
  onDelete: (photo: Photo) => void;
}) {
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < count - 1;

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) onIndexChange(index - 1);
      if (event.key === 'ArrowRight' && index < count - 1) onIndexChange(index + 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onIndexChange]);

  if (!photo || index === null) return null;
  const name = photoName(photo);
  const dimensions = photoDimensions(photo);
  const isMain = photo.id === mainId;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={name}
      description={`Foto ${index + 1} de ${count}`}
      footer={
        <PhotoActionButtons
          photo={photo}
          isMain={isMain}
          editable={editable}
          actions={actions}
          onDelete={() => onDelete(photo)}
          className="mr-auto"
        />
      }
    >
      <figure>
        <div className="relative flex items-center justify-center rounded-lg bg-slate-900/95">
          <PhotoImage
            key={photo.id}
            photo={photo}
            size="medium"
            alt={name}
            className="max-h-[60vh] w-auto max-w-full object-contain"
          />
          <Button
            variant="secondary"
            size="icon"
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full"
            onClick={() => onIndexChange(index - 1)}
            disabled={!hasPrevious}
            aria-label="Foto anterior"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full"
            onClick={() => onIndexChange(index + 1)}
            disabled={!hasNext}
            aria-label="Próxima foto"
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
          </Button>
        </div>
        <figcaption className="mt-3">
          <div className="mb-2 flex flex-wrap gap-1.5">
            {isMain && <Badge tone="yellow">Principal</Badge>}
            {!isPhotoPublic(photo) && <Badge tone="slate">Privada</Badge>}
          </div>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs text-slate-500">Tamanho</dt>
              <dd className="font-medium text-slate-800">
                {photo.size === undefined ? '—' : formatPhotoSizeMB(photo.size)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Dimensões</dt>
              <dd className="font-medium text-slate-800">{dimensions ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Enviada em</dt>
              <dd className="font-medium text-slate-800">
                {photo.uploadedAt ? formatDateTime(photo.uploadedAt) : '—'}
              </dd>
            </div>
          </dl>
        </figcaption>
      </figure>
    </Dialog>
  );
}
