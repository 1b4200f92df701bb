import { useState } from 'react';
import { PROFILE_KIND_CHOICES } from '@portal/shared';
import { Select } from '@/components/ui/input';
import { PhotoGallery } from '@/features/photos';
import { useMyProfiles } from '@/features/profiles';

/**
 * The owner's photo gallery: photos belong to a profile, so with several profiles the owner picks whose photos to
 * manage (the primary's first).
 */
export function ProfilePhotos({ primaryProfileId }: { primaryProfileId: string }) {
  const profiles = useMyProfiles();
  const [chosen, setChosen] = useState(primaryProfileId);
  const list = profiles.data?.profiles ?? [];
  const profileId = list.some((p) => p.id === chosen) ? chosen : primaryProfileId;
  const name = list.find((p) => p.id === profileId)?.name;
  return (
    <div className="space-y-2">
      {list.length > 1 && (
        <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
          <label htmlFor="photos-profile" className="text-sm font-medium text-slate-700">
            Fotos do perfil
          </label>
          <Select
            id="photos-profile"
            className="sm:max-w-xs"
            value={profileId}
            onChange={(event) => setChosen(event.target.value)}
          >
            {list.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({PROFILE_KIND_CHOICES[p.kind].label})
              </option>
            ))}
          </Select>
        </div>
      )}
      <PhotoGallery
        key={profileId}
        profileId={profileId}
        editable
        title={list.length > 1 && name ? `Fotos de ${name}` : 'Fotos'}
      />
    </div>
  );
}
