import { formatDateBR, SERVICE_STATE_TEXTS, serviceStateOf, type Tag } from '@portal/shared';
import { Badge } from '@/components/ui/badge';

/**
 * Beside a B2B tag's status in the lists and its edit screen: what its public page warns of its service (issue 20),
 * with the date, so an overdue extinguisher never reads 'Disponível' alone. Nothing for B2C tags or a service in
 * order; BROKEN already shows 'Danificada'.
 */
export function TagServiceBadge({ tag }: { tag: Pick<Tag, 'type' | 'status' | 'meta'> }) {
  if (tag.type !== 'B2B') return null;
  const { state, date } = serviceStateOf({ status: tag.status, nextService: tag.meta.nextService });
  if (!date) return null;
  if (state === 'OVERDUE')
    return <Badge tone="red">{`${SERVICE_STATE_TEXTS.badgeOverdue} · ${formatDateBR(date)}`}</Badge>;
  if (state === 'DUE_SOON')
    return <Badge tone="yellow">{`${SERVICE_STATE_TEXTS.badgeDueSoon} · ${formatDateBR(date)}`}</Badge>;
  return null;
}
