import { PawPrint, User, Wrench, type LucideIcon } from 'lucide-react';
import type { ProfileKind } from '@portal/shared';

/** Each kind's icon, beside its PROFILE_KIND_CHOICES label wherever a profile is listed or chosen. */
export const PROFILE_KIND_ICONS: Record<ProfileKind, LucideIcon> = {
  PERSON: User,
  PET: PawPrint,
  EQUIPMENT: Wrench,
};
