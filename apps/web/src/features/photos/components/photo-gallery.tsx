import { useMemo, useState, type ReactNode } from 'react';
import { Eye, Images, LayoutGrid, List, Trash2, Upload } from 'lucide-react';
import { chooseMainPhoto, formatPhotoSizeMB, PHOTO_MAX_PER_PROFILE, PHOTO_TEXTS, type Photo } from '@portal/shared';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { usePhotos } from '../api/get-photos';
import { PhotoActionButtons } from './photo-action-buttons';
import { PhotoImage } from './photo-image';
import { PhotoUploadDialog } from './photo-upload-dialog';
import { PhotoViewer, photoDimensions } from './photo-viewer';
import { isPhotoPublic, photoName, usePhotoActions } from './use-photo-actions';
import { countOf } from '@/lib/display-names';

type View = 'grid' | 'list';
type PendingDelete = { photo: Photo } | { ids: string[] };

/**
 * The photo gallery (spec section 2), embedded in a screen: a profile's photos as a grid (2, 3 or 4 columns by the
 * width it is given) or a list with dimensions, a full-size viewer, download; when editable also set as main,
 * public/private, delete, select, select all, bulk delete and the Upload button.
 */
export function PhotoGallery({
  profileId,
  editable = false,
  title = 'Fotos',
}: {
  profileId: string;
  editable?: boolean;
  title?: string;
}) {
  const query = usePhotos(profileId);
  const actions = usePhotoActions(profileId);
  const [view, setView] = useState<View>('grid');
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [uploading, setUploading] = useState(false);

  const photos = useMemo(() => query.data?.photos ?? [], [query.data]);
  const mainId = useMemo(() => chooseMainPhoto(photos)?.id ?? null, [photos]);
  // A selection only ever names photos still in the list.
  const selected = photos.filter((photo) => selectedIds.has(photo.id)).map((photo) => photo.id);
  const allSelected = photos.length > 0 && selected.length === photos.length;
  const full = photos.length >= PHOTO_MAX_PER_PROFILE;

  function toggle(id: string) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    if ('photo' in pendingDelete) {
      const { photo } = pendingDelete;
      if (await actions.deleteOne(photo)) {
        setSelectedIds((current) => new Set([...current].filter((id) => id !== photo.id)));
        setViewerIndex(null);
      }
    } else if (await actions.deleteMany(pendingDelete.ids)) {
      setSelectedIds(new Set());
      setViewerIndex(null);
    }
    setPendingDelete(null);
  }

  const uploadButton = editable && (
    <Button size="sm" onClick={() => setUploading(true)} disabled={full} title={full ? PHOTO_TEXTS.tooMany : undefined}>
      <Upload className="h-4 w-4" aria-hidden /> Upload
    </Button>
  );

  let content;
  if (query.isPending) {
    content = <Spinner label="Carregando fotos..." />;
  } else if (query.isError) {
    content = <ErrorState message={PHOTO_TEXTS.loadError} onRetry={() => void query.refetch()} />;
  } else if (photos.length === 0) {
    content = (
      <EmptyState
        icon={<Images className="h-10 w-10" aria-hidden />}
        title={editable ? PHOTO_TEXTS.emptyEditable : PHOTO_TEXTS.emptyReadOnly}
        description={editable ? PHOTO_TEXTS.hint : undefined}
        action={uploadButton}
      />
    );
  } else {
    const itemProps = (photo: Photo, index: number) => ({
      photo,
      isMain: photo.id === mainId,
      editable,
      selected: selectedIds.has(photo.id),
      onToggle: () => toggle(photo.id),
      onView: () => setViewerIndex(index),
      actions,
      onDelete: () => setPendingDelete({ photo }),
    });
    content =
      view === 'grid' ? (
        <ul className="grid grid-cols-2 gap-3 @lg:grid-cols-3 @3xl:grid-cols-4" aria-label="Fotos">
          {photos.map((photo, index) => (
            <GridItem key={photo.id} {...itemProps(photo, index)} />
          ))}
        </ul>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Fotos">
          {photos.map((photo, index) => (
            <ListItem key={photo.id} {...itemProps(photo, index)} />
          ))}
        </ul>
      );
  }

  return (
    <Card className="@container p-4 sm:p-5">
      <section aria-labelledby={`photos-${profileId}`}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id={`photos-${profileId}`} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {photos.length > 0 && (
              <p className="text-xs text-slate-500">
                {editable
                  ? `${photos.length} de ${PHOTO_MAX_PER_PROFILE} fotos`
                  : countOf(photos.length, 'foto', 'fotos')}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {photos.length > 0 && <ViewToggle view={view} onChange={setView} />}
            {photos.length > 0 && uploadButton}
          </div>
        </div>

        {editable && photos.length > 0 && (
          <div className="mb-3 flex min-h-8 flex-wrap items-center gap-3 text-sm">
            <label className="inline-flex cursor-pointer items-center gap-2 text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 accent-brand-600"
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = selected.length > 0 && !allSelected;
                }}
                onChange={() => setSelectedIds(allSelected ? new Set() : new Set(photos.map((photo) => photo.id)))}
              />
              Selecionar todas
            </label>
            {selected.length > 0 && (
              <Button
                size="sm"
                variant="danger"
                onClick={() => setPendingDelete({ ids: selected })}
                disabled={actions.deleting}
              >
                <Trash2 className="h-4 w-4" aria-hidden /> Deletar selecionadas ({selected.length})
              </Button>
            )}
          </div>
        )}

        {content}
      </section>

      <PhotoViewer
        photos={photos}
        index={viewerIndex !== null && viewerIndex < photos.length ? viewerIndex : null}
        onIndexChange={setViewerIndex}
        onClose={() => setViewerIndex(null)}
        mainId={mainId}
        editable={editable}
        actions={actions}
        onDelete={(photo) => setPendingDelete({ photo })}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={pendingDelete && 'ids' in pendingDelete ? 'Deletar fotos' : 'Deletar foto'}
        message={
          pendingDelete && 'ids' in pendingDelete
            ? PHOTO_TEXTS.confirmDeleteMany(pendingDelete.ids.length)
            : PHOTO_TEXTS.confirmDelete
        }
        confirmLabel="Deletar"
        loading={actions.deleting}
        onConfirm={() => void confirmDelete()}
      />
      {editable && <PhotoUploadDialog open={uploading} onOpenChange={setUploading} profileId={profileId} multiple />}
    </Card>
  );
}

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const option = (value: View, label: string, Icon: typeof List) => (
    <button
      type="button"
      onClick={() => onChange(value)}
      aria-pressed={view === value}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex h-8 w-8 items-center justify-center rounded-md transition-colors',
        view === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-500 hover:text-slate-800',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );
  return (
    <div className="inline-flex rounded-lg bg-slate-100 p-0.5" role="group" aria-label="Modo de exibição">
      {option('grid', 'Grade', LayoutGrid)}
      {option('list', 'Lista', List)}
    </div>
  );
}

type ItemProps = {
  photo: Photo;
  isMain: boolean;
  editable: boolean;
  selected: boolean;
  onToggle: () => void;
  onView: () => void;
  actions: ReturnType<typeof usePhotoActions>;
  onDelete: () => void;
};

/** What an item hands its action buttons. */
const actionButtonsOf = ({ photo, isMain, editable, actions, onDelete }: ItemProps) => ({
  photo,
  isMain,
  editable,
  actions,
  onDelete,
});

/** The thumbnail that opens the viewer ('Ver {name}'); `children` lie over it. */
function ViewButton({
  photo,
  onView,
  className,
  children,
}: Pick<ItemProps, 'photo' | 'onView'> & { className: string; children?: ReactNode }) {
  return (
    <button type="button" onClick={onView} className={className} aria-label={`Ver ${photoName(photo)}`}>
      <PhotoImage photo={photo} size="thumbnail" className="h-full w-full object-cover" />
      {children}
    </button>
  );
}

function SelectBox({
  photo,
  selected,
  onToggle,
  className,
}: Pick<ItemProps, 'photo' | 'selected' | 'onToggle'> & { className?: string }) {
  return (
    <input
      type="checkbox"
      checked={selected}
      onChange={onToggle}
      aria-label={`Selecionar ${photoName(photo)}`}
      className={cn('h-4 w-4 cursor-pointer rounded border-slate-300 accent-brand-600', className)}
    />
  );
}

function Badges({ photo, isMain }: { photo: Photo; isMain: boolean }) {
  return (
    <>
      {isMain && <Badge tone="yellow">Principal</Badge>}
      {!isPhotoPublic(photo) && <Badge tone="slate">Privada</Badge>}
    </>
  );
}

function GridItem(props: ItemProps) {
  const { photo, isMain, editable, selected, onToggle, onView } = props;
  const name = photoName(photo);
  return (
    <li
      data-testid="photo-item"
      data-photo-id={photo.id}
      className={cn(
        'group relative overflow-hidden rounded-lg border bg-white',
        selected ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200',
      )}
    >
      <ViewButton
        photo={photo}
        onView={onView}
        className="relative block aspect-square w-full overflow-hidden bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="pointer-events-none absolute inset-0 flex items-center justify-center bg-slate-900/0 text-white opacity-0 transition group-hover:bg-slate-900/30 group-hover:opacity-100">
          <Eye className="h-6 w-6" aria-hidden />
        </span>
      </ViewButton>
      {editable && (
        <span className="absolute left-2 top-2 flex rounded bg-white/90 p-1 shadow-sm">
          <SelectBox photo={photo} selected={selected} onToggle={onToggle} />
        </span>
      )}
      <span className="pointer-events-none absolute right-2 top-2 flex flex-col items-end gap-1">
        <Badges photo={photo} isMain={isMain} />
      </span>
      <div className="flex items-center justify-between gap-1 border-t border-slate-100 px-1.5 py-1">
        <p className="min-w-0 truncate px-1 text-xs text-slate-600" title={name}>
          {name}
        </p>
      </div>
      <PhotoActionButtons {...actionButtonsOf(props)} className="justify-center border-t border-slate-100 px-1 py-1" />
    </li>
  );
}

function ListItem(props: ItemProps) {
  const { photo, isMain, editable, selected, onToggle, onView } = props;
  const name = photoName(photo);
  const dimensions = photoDimensions(photo);
  return (
    <li
      data-testid="photo-item"
      data-photo-id={photo.id}
      className={cn('flex flex-wrap items-center gap-3 p-2 sm:flex-nowrap', selected && 'bg-brand-50')}
    >
      {editable && <SelectBox photo={photo} selected={selected} onToggle={onToggle} className="ml-1" />}
      <ViewButton
        photo={photo}
        onView={onView}
        className="h-14 w-14 shrink-0 overflow-hidden rounded-md bg-slate-100"
      />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <span className="truncate text-sm font-medium text-slate-900" title={name}>
            {name}
          </span>
          <Badges photo={photo} isMain={isMain} />
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
          {dimensions && <span>{dimensions}</span>}
          {photo.size !== undefined && <span>{formatPhotoSizeMB(photo.size)}</span>}
          {photo.uploadedAt && <span>{formatDate(photo.uploadedAt)}</span>}
        </p>
      </div>
      {/* On a phone the actions take their own line, so the name and details keep the row's width. */}
      <PhotoActionButtons {...actionButtonsOf(props)} className="w-full justify-end sm:w-auto" />
    </li>
  );
}
