import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@portal/shared';
import { createClient } from '../../testing/clients.js';
import { PUBLIC_SITE, sharedTestApp } from '../../testing/test-app.js';
import type { SignedIn } from '../../testing/requests.js';
import { profiles } from '../../db/tables/profiles.js';

const t = sharedTestApp(PUBLIC_SITE);
let admin: SignedIn;
let seq = 0;

beforeAll(async () => {
  admin = await t.createUser('ADMIN', { name: 'Admin' });
});

const client = (profile: Record<string, unknown>) => createClient(t, admin, `foto${(seq += 1)}@publico.com`, profile);

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A ThumbHash as the photo processing stores it (of a 100x56 gradient). */
const HASH = 'IicKVJSAh4ePiIiHeHiEgAeIiA==';
const UPLOADED = '2026-11-20T12:00:00.000Z';

/** A photo as the photos service projects it into the profile (spec section 3 'Photo'). */
function photo(extra: Partial<Photo> = {}): Photo {
  const id = extra.id ?? randomUUID();
  return {
    id,
    originalName: `IMG_${id.slice(0, 4)}.jpg`,
    size: 812_345,
    uploadedAt: UPLOADED,
    updatedAt: UPLOADED,
    url: `/api/photos/${id}?size=medium`,
    thumbnailUrl: `/api/photos/${id}?size=thumbnail`,
    downloadUrl: `/api/photos/${id}?size=original&download=1`,
    path: `photos/p/${id}`,
    isMain: false,
    isPublic: true,
    metadata: { width: 1920, height: 1080 },
    placeholder: HASH,
    contentType: 'image/jpeg',
    ...extra,
  };
}

/** The photos module keeps the profile's `photos` projection; these tests write it directly. */
async function setPhotos(profileId: string, photos: Photo[], isPhotosPublic = true) {
  await t.app.database.db.update(profiles).set({ photos, isPhotosPublic }).where(eq(profiles.id, profileId));
}

const FULL = {
  name: 'Helena Prado',
  emergencyContacts: [
    { name: 'Jorge Prado', phone: '+55 (11) 9.8765-4321', relationship: 'Marido' },
    { name: 'Clínica São Lucas', phone: '(11) 3000-0000', relationship: 'Médico', email: 'clinica@x.com' },
  ],
  medicalInfo: {
    bloodType: 'AB+',
    allergies: ['Sulfa', 'Dipirona', 'Látex'],
    medications: ['Levotiroxina 50 mcg', 'Losartana 25 mg'],
    conditions: ['Hipotireoidismo', 'Hipertensão'],
    notes: 'Marcapasso desde 2019. Não fazer ressonância magnética.',
    doctorContact: 'Dra. Ana Lima (11) 3000-0001',
    insuranceInfo: 'Unimed 0 123 456789 00-1',
  },
  notes: 'Prefere ser chamada de Lena. Usa óculos para leitura.',
  phone: '(11) 95555-0000',
  email: 'helena@contato.com',
  dateOfBirth: '1975-09-30',
  address: { street: 'Rua das Flores', number: '10', neighborhood: 'Centro', city: 'Curitiba', state: 'PR' },
};

describe('photos on /p/{slug}', () => {
  it('50 public photos: the main one as a real <img> above the fold, a lazy gallery of all, and under 30 KB', async () => {
    const created = await client({ ...FULL, publicPageSlug: 'helena-fotos' });
    const photos = Array.from({ length: 50 }, (_, index) => photo({ isMain: index === 7 }));
    await setPhotos(created.profile.id, photos);
    const res = await get('/p/helena-fotos');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);

    const main = photos[7]!;
    const v = `v=${Date.parse(UPLOADED)}`;
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(51);
    const [hero, ...tiles] = images;
    expect(hero).toContain(`src="/api/photos/${main.id}?size=medium&amp;${v}"`);
    expect(hero).toContain(`/api/photos/${main.id}?size=thumbnail&amp;${v} 320w`);
    expect(hero).toContain('width="960" height="540"');
    expect(hero).toContain('alt="Foto de Helena Prado"');
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).toContain('data:image/png;base64,');
    // The first row of a phone loads at once (on a short page it is in the first screen), the rest when scrolled to.
    tiles.forEach((tile, index) => {
      const loading = index < 3 ? '' : ' loading="lazy"';
      expect(tile).toMatch(
        new RegExp(` alt="Foto ${index + 1}"${loading} decoding="async" style="background:#[0-9a-f]{6}"`),
      );
      expect(tile).toContain('width="320" height="180"');
    });
    // Every public photo in the gallery, each opening its medium size.
    for (const p of photos) expect(html).toContain(`<a href="/api/photos/${p.id}?size=medium&amp;${v}"><img`);
    // The gallery comes after the emergency information.
    expect(html.indexOf('<h2>Fotos</h2>')).toBeGreaterThan(html.indexOf('Marcapasso'));
    // React's preload of the main photo sits in <head>; a person's Open Graph carries no photo (issue 41: no opt-in).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]*" imageSizes="[^"]*" fetchPriority="high"\/>/,
    );
    expect(head).not.toContain('og:image');
    expect(html).not.toMatch(/sig=|exp=/);
    expect(html).not.toMatch(/<script/i);
  });

  it('a private photo, and every photo when the profile keeps photos private, leave no trace in the HTML', async () => {
    const created = await client({ ...FULL, name: 'Rita Reservada', publicPageSlug: 'rita-fotos' });
    const hidden = photo({ isPublic: false, isMain: true });
    const shown = [photo(), photo()];
    await setPhotos(created.profile.id, [hidden, ...shown]);
    const html = (await get('/p/rita-fotos')).body;
    expect(html).not.toContain(hidden.id);
    for (const p of shown) expect(html).toContain(`/api/photos/${p.id}?size=thumbnail`);
    // The main flag of a private photo does not count: the first public one is the main photo.
    expect(html).toContain(`<a class="avatar" href="/api/photos/${shown[0]!.id}?size=medium`);

    await setPhotos(created.profile.id, [hidden, ...shown], false);
    const off = (await get('/p/rita-fotos')).body;
    for (const p of [hidden, ...shown]) expect(off).not.toContain(p.id);
    expect(off).not.toContain('<img');
    expect(off).not.toContain('og:image');
    expect(off).not.toContain('<h2>Fotos</h2>');
    // The initials avatar instead, drawn inline.
    expect(off).toMatch(/<div class="avatar" aria-hidden="true"><svg[^>]*>.*>RR<\/text>/s);
  });
});

describe('photos on /t/{code}', () => {
  it("a person's tag is their card (issue 41): the main photo first, the card's gallery; nothing of private photos", async () => {
    const created = await client({ ...FULL, name: 'Tito Tag', publicPageSlug: 'tito-tag' });
    const main = photo({ isMain: true, metadata: { width: 800, height: 1000 } });
    const hidden = photo({ isPublic: false });
    await setPhotos(created.profile.id, [photo(), hidden, main]);
    const actor = { id: admin.user.id, name: 'Admin' };
    const tag = await t.app.services.tags.createTag({ code: 'FOTO0001', type: 'B2C', physicalType: 'NFC' }, actor);
    await t.app.services.tags.assign(tag.id, { userId: created.user.id, conflictMode: 'BLOCK' }, actor);

    const html = (await get('/t/FOTO0001')).body;
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(1);
    expect(images[0]).toContain(`src="/api/photos/${main.id}?size=medium`);
    // A portrait photo fitted inside 960x960: 768x960; a frame's width is enough across.
    expect(images[0]).toContain('width="768" height="960"');
    expect(images[0]).toContain('sizes="(min-width: 624px) 120px, 96px"');
    expect(images[0]).toContain('alt="Foto de Tito Tag"');
    expect(html).not.toContain(hidden.id);
    expect(html).toContain('<h2>Fotos</h2>');
  });
});
