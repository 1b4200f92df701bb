import { TAG_STATUS_META, tagStatusLabel, type TagStatus } from '@portal/shared';
import { Badge } from '@/components/ui/badge';

/** Spec section 4: ACTIVE 'Disponível' green, INACTIVE 'Inativa' blue, LOST 'Perdida' yellow, BROKEN 'Danificada' red. */
export function TagStatusBadge({ status, className }: { status: TagStatus; className?: string }) {
  return (
    <Badge tone={TAG_STATUS_META[status]?.tone ?? 'slate'} className={className}>
      {tagStatusLabel(status)}
    </Badge>
  );
}
