import { TAG_EVENT_LABELS, tagStatusLabel, tagTechnicalSheet, type Tag, type TagEvent } from '@portal/shared';

/** A human name for a tag beside its code: the owner's nickname, else the equipment's model. */
export function tagSubtitle(tag: Pick<Tag, 'meta'>): string {
  const nickname = typeof tag.meta.nickname === 'string' ? tag.meta.nickname.trim() : '';
  return nickname || tagTechnicalSheet(tag.meta).model;
}

/** A history event's headline: 'Status alterado: Perdida', 'Transferida', 'Criada'... (spec: action or status). */
export function eventTitle(event: Pick<TagEvent, 'action' | 'status'>): string {
  const label = TAG_EVENT_LABELS[event.action] ?? event.action;
  if (event.action === 'STATUS_CHANGED' && event.status) return `${label}: ${tagStatusLabel(event.status)}`;
  if (event.action === 'CREATED' && event.status) return `${label} (${tagStatusLabel(event.status)})`;
  return label;
}

/** Who the ownership moved between, for assign/transfer/unassign records. */
export function eventParties(event: Pick<TagEvent, 'action' | 'fromUserName' | 'toUserName'>): string | null {
  const from = event.fromUserName || '—';
  const to = event.toUserName || '—';
  if (event.action === 'ASSIGNED') return `Para ${to}`;
  if (event.action === 'TRANSFERRED') return `De ${from} para ${to}`;
  if (event.action === 'UNASSIGNED') return `Removida de ${from}`;
  return null;
}

/** Tags whose code, nickname, model, serial or status label contains the text (the owner's search). */
export function matchesTagSearch(tag: Tag, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const sheet = tagTechnicalSheet(tag.meta);
  return [tag.code, tagSubtitle(tag), sheet.serialNumber, sheet.model, tagStatusLabel(tag.status), tag.type].some(
    (value) => value.toLowerCase().includes(needle),
  );
}
