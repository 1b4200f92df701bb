import type { ReactNode } from 'react';
import { Download, Globe, Lock, Star, Trash2 } from 'lucide-react';
import type { Photo } from '@portal/shared';
import { cn } from '@/lib/utils';
import { isPhotoPublic, photoName, type PhotoActions } from './use-photo-actions';

function IconButton({
  label,
  onClick,
  disabled,
  tone = 'default',
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40',
        tone === 'danger' ? 'text-red-600 hover:bg-red-50' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      {children}
    </button>
  );
}

/**
 * A photo's actions (spec section 2) besides view (its image opens the viewer): download; when editable, set as main,
 * public/private and delete.
 * Each label names the photo, so a screen reader's list of buttons says which photo each one acts on.
 */
export function PhotoActionButtons({
  photo,
  isMain,
  editable,
  actions,
  onDelete,
  className,
}: {
  photo: Photo;
  isMain: boolean;
  editable: boolean;
  actions: PhotoActions;
  onDelete: () => void;
  className?: string;
}) {
  const name = photoName(photo);
  const isPublic = isPhotoPublic(photo);
  return (
    <div className={cn('flex items-center gap-0.5', className)}>
      <IconButton label={`Baixar ${name}`} onClick={() => void actions.download(photo)}>
        <Download className="h-4 w-4" aria-hidden />
      </IconButton>
      {editable && (
        <>
          <IconButton
            label={isMain ? `${name} é a foto principal` : `Definir ${name} como principal`}
            onClick={() => actions.setMain(photo)}
            disabled={isMain || actions.busy}
          >
            <Star className={cn('h-4 w-4', isMain && 'fill-amber-400 text-amber-500')} aria-hidden />
          </IconButton>
          <IconButton
            label={isPublic ? `Tornar ${name} privada` : `Tornar ${name} pública`}
            onClick={() => actions.toggleVisibility(photo)}
            disabled={actions.busy}
          >
            {isPublic ? <Globe className="h-4 w-4" aria-hidden /> : <Lock className="h-4 w-4" aria-hidden />}
          </IconButton>
          <IconButton label={`Deletar ${name}`} onClick={onDelete} disabled={actions.deleting} tone="danger">
            <Trash2 className="h-4 w-4" aria-hidden />
          </IconButton>
        </>
      )}
    </div>
  );
}
