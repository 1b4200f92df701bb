import { formatDateBR, SERVICE_STATE_TEXTS, serviceStateOf, type Tag } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * Beside a B2B tag's status in the lists and its edit screen: what its public page warns of its service (issue 20),
 * with the date, so an overdue extinguisher never reads 'Disponível' alone. Nothing for B2C tags or a service in
 * order; BROKEN already shows 'Danificada'.
 */
/** Whether TagServiceBadge shows anything for the tag (a B2B tag's service overdue or due soon). */
export function hasServiceWarning(tag: Pick<Tag, 'type' | 'status' | 'meta'>): boolean {
  if (tag.type !== 'B2B') return false;
  const { state, date } = serviceStateOf({ status: tag.status, nextService: tag.meta.nextService });
  return Boolean(date) && (state === 'OVERDUE' || state === 'DUE_SOON');
}

export function TagServiceBadge({
  tag,
  asText = false,
}: {
  tag: Pick<Tag, 'type' | 'status' | 'meta'>;
  /** A line of coloured text, not a pill: where the tag's status pill is the only one (issue 43, 'Minhas Tags'). */
  asText?: boolean;
}) {
  if (tag.type !== 'B2B') return null;
  const { state, date } = serviceStateOf({ status: tag.status, nextService: tag.meta.nextService });
  if (!date || (state !== 'OVERDUE' && state !== 'DUE_SOON')) return null;
  const overdue = state === 'OVERDUE';
  const text = `${overdue ? SERVICE_STATE_TEXTS.badgeOverdue : SERVICE_STATE_TEXTS.badgeDueSoon} · ${formatDateBR(date)}`;
  if (asText) {
    return (
      <span className={cn('block whitespace-nowrap text-xs font-medium', overdue ? 'text-red-700' : 'text-yellow-800')}>
        {text}
      </span>
    );
  }
  return <Badge tone={overdue ? 'red' : 'yellow'}>{text}</Badge>;
}
