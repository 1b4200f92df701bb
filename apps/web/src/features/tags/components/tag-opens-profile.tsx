import { PROFILE_KIND_CHOICES, type Tag } from '@portal/shared';
import { cn } from '@/lib/utils';
import { ProfileKindIcon } from '@/components/profile-kind-badge';

/** 'Abre: {name}' with the kind's icon: which profile /t/{code} shows (nothing while the tag opens none). */
export function TagOpensProfile({ profile, className }: { profile: Tag['profile']; className?: string }) {
  if (!profile) return null;
  return (
    <p
      className={cn('flex min-w-0 items-center gap-1 text-xs text-slate-500', className)}
      data-testid="tag-opens-profile"
      title={`Abre o perfil ${profile.name} (${PROFILE_KIND_CHOICES[profile.kind].label})`}
    >
      <ProfileKindIcon kind={profile.kind} label={PROFILE_KIND_CHOICES[profile.kind].label} />
      <span className="min-w-0 truncate">
        Abre: <span className="font-medium text-slate-700">{profile.name}</span>
      </span>
    </p>
  );
}
