import {
  DUE_LABELS,
  MAINTENANCE_OUTCOME_LABELS,
  MAINTENANCE_TEXTS,
  UNKNOWN_LABEL,
  type EquipmentDue,
  type MaintenanceOutcome,
  type TagStatus,
} from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { DUE_TONES, OUTCOME_TONES } from '../lib/display';

export const DueBadge = ({ due }: { due: EquipmentDue }) => <Badge tone={DUE_TONES[due]}>{DUE_LABELS[due]}</Badge>;

/** An outcome nobody typed (an entry of the tag's meta editor) reads '—', never a guess. */
export const OutcomeBadge = ({ outcome }: { outcome: MaintenanceOutcome | null }) =>
  outcome ? <Badge tone={OUTCOME_TONES[outcome]}>{MAINTENANCE_OUTCOME_LABELS[outcome]}</Badge> : <>{UNKNOWN_LABEL}</>;

/** Only out of service matters to the technician; other states read as in operation. */
export const EquipmentStatusBadge = ({ status }: { status: TagStatus }) =>
  status === 'BROKEN' ? (
    <Badge tone="red">{MAINTENANCE_TEXTS.countOutOfService}</Badge>
  ) : (
    <Badge tone="green">Em operação</Badge>
  );
