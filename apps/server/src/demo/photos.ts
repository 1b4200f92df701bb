import type { Services } from '../services.js';
import { demoPhotos, type DemoPhotoKind } from './photo-drawings.js';

// The seed acts as an administrator would (admins manage any profile's photos); no account is behind it.
const SEED_ACTOR = { id: '00000000-0000-4000-8000-000000000000', role: 'ADMIN' } as const;

/**
 * Photos for the demo pages (the person's, the pet's and the equipment's), through the same processing and storage
 * as an upload. A page that already has photos is left as it is, so seeding twice adds nothing.
 */
export async function seedDemoPhotos(
  services: Services,
  pages: ReadonlyArray<{ slug: string; kind: DemoPhotoKind }>,
): Promise<void> {
  for (const { slug, kind } of pages) {
    const found = await services.pages.findPageByKey(slug);
    if (!found || found.profile.photos.length > 0) continue;
    for (const photo of await demoPhotos(kind)) {
      await services.photos.upload(SEED_ACTOR, found.profile.id, { buffer: photo.bytes, fileName: photo.name });
    }
  }
}
