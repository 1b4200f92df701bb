import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../pages.js';
import { toPublicPageView } from '../public-page-view.js';
import { toPublicProfile, technicalSections, type FullProfile } from '../public-view.js';
import { avatarSvg, PublicPageBody, PUBLIC_PAGE_CSS, PublicTagBody, type PublicPageView } from './index.js';
import { Avatar } from './parts.js';

const full: FullProfile = {
  id: 'p1',
  kind: 'PERSON',
  name: 'Maria Souza',
  email: null,
  phone: null,
  dateOfBirth: null,
  address: {},
  photos: [],
  emergencyContacts: [{ name: 'João', phone: '(11) 98888-7777', relationship: 'Pai' }],
  medicalInfo: {
    bloodType: 'O-',
    allergies: ['Dipirona'],
    medications: [],
    conditions: [],
    notes: '',
    doctorContact: '',
    insuranceInfo: '',
  },
  notes: null,
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
    const html = renderToStaticMarkup(<PublicPageBody view={viewOf(full)} />);
    expect(html).toContain('href="tel:11988887777"');
    expect(html).toContain('1 visualização');
    expect(html).not.toContain('Dipirona');
    expect(html).not.toContain('Privado');
  });

  it('the initials avatar beside the name is hidden from screen readers; a photo is an image named after the person', () => {
    const page = renderToStaticMarkup(<PublicPageBody view={viewOf(full)} />);
    expect(page).toMatch(/<div class="avatar" aria-hidden="true"><svg [^>]*aria-hidden="true">/);
    expect(page).not.toContain('role="img"');
    const photo = renderToStaticMarkup(
      <Avatar photoUrl="/api/photos/1" initials="MS" label="Foto de Maria Souza" avatarUrl="/a.svg" />,
    );
    expect(photo).toMatch(/^<div class="avatar" role="img" aria-label="Foto de Maria Souza"/);
    // Served alone with a label (an <img> or a download), the SVG names itself.
    expect(avatarSvg('MS', 'Maria Souza')).toMatch(/role="img"><title>Maria Souza<\/title>/);
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
    const html = renderToStaticMarkup(<PublicPageBody view={view} />);
    expect(html).toContain('Dipirona');
    expect(html).toMatch(
      /<section class="card private-section" id="medico"><h2>Informações médicas<span class="badge private">Privado<\/span>/,
    );
    expect(html).not.toContain('<span class="badge blue">');
  });

  it('a lost tag says so first, with the owner to call', () => {
    const html = renderToStaticMarkup(
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
            photoUrl: null,
            avatarUrl: '/a.svg',
            slug: null,
            contacts: full.emergencyContacts,
          },
          theme: DEFAULT_THEME,
          appName: 'Portal',
          publicUrl: '',
        }}
      />,
    );
    expect(html.indexOf('Esta tag foi reportada como perdida')).toBeLessThan(html.indexOf('Tag ABC123'));
    expect(html).toContain('Se você a encontrou, entre em contato com o responsável:');
    expect(html).toContain('href="tel:11988887777"');
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
