/** Spec section 9: tag types, physical types, statuses and conflict modes. */
export const TAG_TYPES = ['B2C', 'B2B'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const PHYSICAL_TYPES = ['NFC', 'QR', 'BLE'] as const;
export type PhysicalType = (typeof PHYSICAL_TYPES)[number];

export const TAG_STATUSES = ['ACTIVE', 'INACTIVE', 'LOST', 'BROKEN'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];
export const DEFAULT_TAG_STATUS: TagStatus = 'INACTIVE';

export const CONFLICT_MODES = ['BLOCK', 'TRANSFER'] as const;
export type ConflictMode = (typeof CONFLICT_MODES)[number];

export const ASSIGNMENT_FILTERS = ['ASSIGNED', 'UNASSIGNED'] as const;
export type AssignmentFilter = (typeof ASSIGNMENT_FILTERS)[number];

/** Badge tones of the web's Badge component. */
export type TagTone = 'green' | 'blue' | 'yellow' | 'red' | 'slate' | 'purple';

/** Spec section 4: ACTIVE 'Disponível' green, INACTIVE 'Inativa' blue (default), LOST 'Perdida' yellow, BROKEN 'Danificada' red. */
export const TAG_STATUS_META: Record<TagStatus, { label: string; tone: TagTone; hex: string }> = {
  ACTIVE: { label: 'Disponível', tone: 'green', hex: '#16A34A' },
  INACTIVE: { label: 'Inativa', tone: 'blue', hex: '#2563EB' },
  LOST: { label: 'Perdida', tone: 'yellow', hex: '#CA8A04' },
  BROKEN: { label: 'Danificada', tone: 'red', hex: '#DC2626' },
};

export function tagStatusLabel(status: string): string {
  return TAG_STATUS_META[status as TagStatus]?.label ?? status;
}

/** What the event log records; history shows them all, the transfer records are the ownership ones. */
export const TAG_EVENT_ACTIONS = [
  'CREATED',
  'UPDATED',
  'STATUS_CHANGED',
  'META_UPDATED',
  'ASSIGNED',
  'TRANSFERRED',
  'UNASSIGNED',
  /** The tag now opens another of its owner's profiles (issue 14). */
  'PROFILE_CHANGED',
  /** An admin replaced the tag's activation code (issue 25); the event never holds the code. */
  'ACTIVATION_CODE_REGENERATED',
  /** An admin lifted the lock wrong activation codes put on the tag (issue 40 item 9). */
  'ACTIVATION_LOCK_LIFTED',
] as const;
export type TagEventAction = (typeof TAG_EVENT_ACTIONS)[number];
export const OWNERSHIP_ACTIONS: readonly TagEventAction[] = ['ASSIGNED', 'TRANSFERRED', 'UNASSIGNED'];

export const TAG_EVENT_LABELS: Record<TagEventAction, string> = {
  CREATED: 'Criada',
  UPDATED: 'Atualizada',
  STATUS_CHANGED: 'Status alterado',
  META_UPDATED: 'Meta atualizada',
  ASSIGNED: 'Atribuída',
  TRANSFERRED: 'Transferida',
  UNASSIGNED: 'Desatribuída',
  PROFILE_CHANGED: 'Perfil alterado',
  ACTIVATION_CODE_REGENERATED: 'Novo código de ativação',
  ACTIVATION_LOCK_LIFTED: 'Tentativas de ativação liberadas',
};
