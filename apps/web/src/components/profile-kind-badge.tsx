import { PawPrint, User, Wrench, type LucideIcon } from 'lucide-react';
import { PROFILE_KIND_CHOICES, type ProfileKind } from '@portal/shared';
import { cn } from '@/lib/utils';
import { Badge, type BadgeTone } from '@/components/ui/badge';

// The one map of the kinds' icons: the pages, profiles and tags screens all show a profile's kind.
const KIND_ICONS: Record<ProfileKind, LucideIcon> = { PERSON: User, PET: PawPrint, EQUIPMENT: Wrench };
const KIND_TONES: Record<ProfileKind, BadgeTone> = { PERSON: 'blue', PET: 'yellow', EQUIPMENT: 'purple' };

/** A profile kind's icon (its label is said beside it, or by `label`). */
export function ProfileKindIcon({ kind, className, label }: { kind: ProfileKind; className?: string; label?: string }) {
  const Icon = KIND_ICONS[kind];
  return label ? (
    <Icon className={cn('h-3.5 w-3.5 shrink-0', className)} role="img" aria-label={label} />
  ) : (
    <Icon className={cn('h-3.5 w-3.5 shrink-0', className)} aria-hidden />
  );
}

/** 'Pessoa', 'Animal' or 'Equipamento' with its icon: which kind of profile a page or a tag is about. */
export function ProfileKindBadge({ kind, className }: { kind: ProfileKind; className?: string }) {
  return (
    <Badge tone={KIND_TONES[kind]} className={cn('gap-1', className)}>
      <ProfileKindIcon kind={kind} className="h-3 w-3" />
      {PROFILE_KIND_CHOICES[kind].label}
    </Badge>
  );
}
