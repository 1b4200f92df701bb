/** @jsxRuntime automatic @jsxImportSource @portal/shared */
import { renderHtml } from '../html/render.js';
import { EMPTY_EQUIPMENT_INFO, EMPTY_PET_INFO } from '../profile-details.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../page-theme.js';
import type { Photo } from '../photos.js';
import { EMPTY_MEDICAL_INFO } from '../profile-medical.js';
import { toPublicPageView } from '../public-page-view.js';
import { toPublicProfile, technicalSections, type FullProfile } from '../public-view.js';
import {
  avatarSvg,
  PublicDocument,
  PublicPageBody,
  PUBLIC_PAGE_CSS,
  PublicTagBody,
  type PublicPageView,
} from './index.js';
import { Avatar } from './parts.js';
import { TAG_VIEW_DEFAULTS } from './test-fixtures.js';
import { coverWidth, photoAverageColour, photoDimensions, photoPlaceholderDataUrl } from './photo.js';

/** A ThumbHash of a 100x56 gradient (rgbaToThumbHash), as the photo processing stores it. */
const HASH = 'IicKVJSAh4ePiIiHeHiEgAeIiA==';
const photo = (id: string, extra: Partial<Photo> = {}): Photo => ({
  id,
  url: `/api/photos/${id}?size=medium`,
  thumbnailUrl: `/api/photos/${id}?size=thumbnail`,
  downloadUrl: `/api/photos/${id}?size=original&download=1`,
  metadata: { width: 1920, height: 1080 },
  isMain: false,
  isPublic: true,
  placeholder: HASH,
  uploadedAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  originalName: `${id}.jpg`,
  ...extra,
});
const V = `v=${Date.parse('2026-11-21T12:00:00.000Z')}`;

const full: FullProfile = {
  id: 'p1',
  kind: 'PERSON',
  name: 'Maria Souza',
  email: null,
  phone: null,
  dateOfBirth: null,
  address: {},
  photos: [],
  criticalAlerts: [],
  emergencyContacts: [{ name: 'João', phone: '(11) 98888-7777', relationship: 'Pai' }],
  medicalInfo: { ...EMPTY_MEDICAL_INFO, bloodType: 'O-', allergies: ['Dipirona'] },
  notes: null,
  petInfo: EMPTY_PET_INFO,
  equipmentInfo: EMPTY_EQUIPMENT_INFO,
  meta: {},
  updatedAt: '2026-11-20T12:00:00.000Z',
  isNamePublic: true,
  isContactsPublic: true,
  isMedicalInfoPublic: false,
  isPhotosPublic: true,
  isNotesPublic: true,
};

const viewOf = (profile: FullProfile): PublicPageView => ({
  slug: 'maria',
  title: 'Maria',
  description: null,
  theme: DEFAULT_THEME,
  seo: { metaTitle: '', metaDescription: '', keywords: [] },
  views: 1,
  profile: toPublicProfile(profile, { publicPageSlug: 'maria', braceletCode: null }),
  technical: technicalSections(profile.meta),
  updatedAt: profile.updatedAt,
  appName: 'Portal',
  publicUrl: 'https://portal.exemplo.com.br',
});

describe('the public page component', () => {
  it('shows what a visitor may see: a private section is absent, not hidden', () => {
    const html = renderHtml(<PublicPageBody view={viewOf(full)} />);
    expect(html).toContain('href="tel:11988887777"');
    expect(html).toContain('1 visualização');
    expect(html).not.toContain('Dipirona');
    expect(html).not.toContain('Privado');
  });

  it('the initials avatar beside the name is hidden from screen readers when there is no photo', () => {
    const page = renderHtml(<PublicPageBody view={viewOf(full)} />);
    expect(page).toMatch(/<div class="avatar" aria-hidden="true"><svg [^>]*aria-hidden="true">/);
    expect(page).not.toContain('role="img"');
    expect(page).not.toContain('<img');
    // Served alone with a label (an <img> or a download), the SVG names itself.
    expect(avatarSvg('MS', 'Maria Souza')).toMatch(/role="img"><title>Maria Souza<\/title>/);
  });

  it('the main photo is a real <img>: medium src, thumbnail and medium in srcset, its size, alt, first priority', () => {
    const main = photo('m1', { isMain: true });
    const photos = [photo('x0', { isPublic: false }), photo('o2'), main];
    const html = renderHtml(<PublicPageBody view={viewOf({ ...full, photos })} />);
    const img = html.match(/<a class="avatar" href="[^"]*"><img [^>]*\/><\/a>/)?.[0] ?? '';
    expect(img).toContain(`href="/api/photos/m1?size=medium&amp;${V}"`);
    expect(img).toContain(`src="/api/photos/m1?size=medium&amp;${V}"`);
    expect(img).toContain(
      `srcSet="/api/photos/m1?size=thumbnail&amp;${V} 320w, /api/photos/m1?size=medium&amp;${V} 960w"`,
    );
    // A 16:9 photo in a square frame is drawn wider than the frame (object-fit cover): 96 px -> 171 px across.
    expect(img).toContain('sizes="(min-width: 624px) 214px, 171px"');
    expect(img).toContain('width="960" height="540"');
    expect(img).toContain('alt="Foto de Maria Souza"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading="lazy"');
    // The ThumbHash blur while it loads; the initials, inline, if it fails (drawn by CSS, no script, no request).
    const style = img.match(/style="([^"]*)"/)?.[1] ?? '';
    const [, svg, blur] =
      /^--fallback:url\(&#x27;data:image\/svg\+xml,(.*?)&#x27;\);background-image:url\(&#x27;(.*?)&#x27;\)$/.exec(
        style,
      ) ?? [];
    expect(decodeURIComponent(svg!).replaceAll('%27', "'")).toBe(avatarSvg('MS'));
    expect(blur).toMatch(/^data:image\/png;base64,[\w+/=]+$/);
    expect(style.length).toBeLessThan(2500);
    // The document preloads it from <head> (the body alone, as in the editor's preview, has no preload).
    expect(html).not.toContain('rel="preload"');
    const document = renderHtml(
      <PublicDocument head={{ title: 'Maria', description: 'Maria', siteName: 'Portal' }} theme={DEFAULT_THEME}>
        <PublicPageBody view={viewOf({ ...full, photos })} />
      </PublicDocument>,
    );
    const head = document.slice(0, document.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" imageSrcSet="\/api\/photos\/m1\?size=thumbnail[^"]*" imageSizes="[^"]*" fetchPriority="high"\/>/,
    );
    // One photo more than the main one: the gallery, main photo included, the private one left out.
    expect(html).toContain('<h2>Fotos</h2>');
    expect(html).toContain('/api/photos/o2?size=thumbnail');
    expect(html).not.toContain('x0');
  });

  it('the gallery: after the emergency sections, thumbnails with their size, each opening the medium size', () => {
    const photos = [photo('g1'), photo('g2', { metadata: { width: 600, height: 800 } }), photo('g3', { metadata: {} })];
    const html = renderHtml(<PublicPageBody view={viewOf({ ...full, photos })} />);
    expect(html.indexOf('<h2>Fotos</h2>')).toBeGreaterThan(html.indexOf('tel:11988887777'));
    const tiles = html.match(/<li><a href="[^"]*"><img [^>]*\/><\/a><\/li>/g) ?? [];
    expect(tiles).toHaveLength(3);
    expect(tiles[0]).toBe(
      `<li><a href="/api/photos/g1?size=medium&amp;${V}"><img src="/api/photos/g1?size=thumbnail&amp;${V}" width="320" height="180" alt="Foto 1" decoding="async" style="background:${photoAverageColour(HASH)}"/></a></li>`,
    );
    expect(tiles[1]).toContain('width="240" height="320" alt="Foto 2"');
    // Without metadata (an old photo): a square, the frame's shape.
    expect(tiles[2]).toContain('width="320" height="320" alt="Foto 3"');
    // The main photo is the first public one (none is flagged main): the only image loaded first.
    expect(html.match(/<img [^>]*fetchPriority="high"/g)).toHaveLength(1);
    expect(html).toContain(`<a class="avatar" href="/api/photos/g1?size=medium&amp;${V}">`);
  });

  it('one photo: no gallery; photos private or a private photo: no <img> of them, the initials instead', () => {
    const one = renderHtml(<PublicPageBody view={viewOf({ ...full, photos: [photo('solo')] })} />);
    expect(one).toContain('/api/photos/solo?size=medium');
    expect(one).not.toContain('Fotos');
    const photos = [photo('p1', { isMain: true }), photo('p2'), photo('p3')];
    const off = renderHtml(<PublicPageBody view={viewOf({ ...full, photos, isPhotosPublic: false })} />);
    for (const id of ['p1', 'p2', 'p3']) expect(off).not.toContain(id);
    expect(off).not.toContain('<img');
    expect(off).toMatch(/<div class="avatar" aria-hidden="true"><svg/);
    const onePrivate = photos.map((p) => (p.id === 'p2' ? { ...p, isPublic: false } : p));
    const mixed = renderHtml(<PublicPageBody view={viewOf({ ...full, photos: onePrivate })} />);
    expect(mixed).toContain('/api/photos/p3?size=thumbnail');
    expect(mixed).not.toContain('p2');
  });

  it('photo sizes follow the fit-inside rule; the placeholder is a small PNG; bad hashes give nothing', () => {
    const wide = photo('w', { metadata: { width: 1920, height: 1080 } });
    expect(photoDimensions(wide, 'medium')).toEqual({ width: 960, height: 540 });
    expect(photoDimensions(wide, 'thumbnail')).toEqual({ width: 320, height: 180 });
    const small = photo('s', { metadata: { width: 200, height: 100 } });
    expect(photoDimensions(small, 'medium')).toEqual({ width: 200, height: 100 });
    const tall = photo('t', { metadata: { width: 1080, height: 1920 } });
    expect(photoDimensions(tall, 'thumbnail')).toEqual({ width: 180, height: 320 });
    expect(coverWidth(tall, 96)).toBe(96);
    const url = photoPlaceholderDataUrl(HASH)!;
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(url.length).toBeLessThan(1500);
    expect(photoAverageColour(HASH)).toMatch(/^#[0-9a-f]{6}$/);
    expect(photoPlaceholderDataUrl(undefined)).toBeNull();
    expect(photoPlaceholderDataUrl('***')).toBeNull();
    expect(photoAverageColour('')).toBeNull();
    // Without a placeholder the img has no background image, only the fallback.
    const bare = renderHtml(
      <Avatar photo={photo('b', { placeholder: undefined })} initials="MS" label="Foto de Maria" />,
    );
    expect(bare).toContain('<div class="avatar"><img ');
    expect(bare).not.toContain('background-image');
  });

  it("in the editor's preview, a private section is shown marked 'Privado' and loses its badge", () => {
    const page = {
      slug: 'maria',
      title: 'Maria',
      description: null,
      theme: {},
      seo: {},
      views: 1,
      updatedAt: full.updatedAt,
    };
    const view = toPublicPageView(
      { page, profile: full, bracelet: null },
      { appName: 'Portal', publicUrl: '', preview: true },
    );
    const html = renderHtml(<PublicPageBody view={view} />);
    expect(html).toContain('Dipirona');
    expect(html).toMatch(
      /<section class="card private-section" id="medico"><h2>Informações médicas<span class="badge private">Privado<\/span>/,
    );
    expect(html).not.toContain('<span class="badge blue">');
  });

  it('a lost tag says so first, with the owner to call', () => {
    const html = renderHtml(
      <PublicTagBody
        view={{
          code: 'ABC123',
          type: 'B2C',
          status: 'LOST',
          nickname: '',
          color: '',
          technical: technicalSections({}),
          updatedAt: full.updatedAt,
          owner: {
            name: 'Maria',
            kind: 'PET',
            pinSections: [],
            photo: photo('t1'),
            slug: null,
            contacts: full.emergencyContacts,
            pet: null,
            equipment: null,
          },
          ...TAG_VIEW_DEFAULTS,
        }}
      />,
    );
    expect(html.indexOf('Esta tag foi reportada como perdida')).toBeLessThan(html.indexOf('Tag ABC123'));
    expect(html).toContain('Se você a encontrou, entre em contato com o responsável:');
    expect(html).toContain('href="tel:11988887777"');
    // The owner's main photo, the same way as on the page; no gallery on a tag page.
    expect(html).toContain(`<a class="avatar" href="/api/photos/t1?size=medium&amp;${V}"><img src=`);
    expect(html).toContain('alt="Foto de Maria"');
    expect(html).not.toContain('Fotos');
  });

  it('every CSS rule is scoped to .public-page, so the app can carry it', () => {
    const selectors = PUBLIC_PAGE_CSS.replace(/@container[^{]*\{/, '').match(/(^|\})\s*([^{}@]+)\{/g) ?? [];
    expect(selectors.length).toBeGreaterThan(20);
    for (const rule of selectors) {
      for (const selector of rule
        .replace(/^\}?\s*/, '')
        .replace(/\{$/, '')
        .split(',')) {
        expect(selector.trim(), rule).toMatch(/^\.public-page\b/);
      }
    }
  });

  it("the theme's background fills the screen: no containment on the root (it would keep <body>'s background to itself)", () => {
    const root = PUBLIC_PAGE_CSS.match(/^\.public-page\{([^}]*)\}/m)?.[1] ?? '';
    expect(root).toContain('background:var(--bg)');
    expect(root).not.toMatch(/contain/);
  });
});
