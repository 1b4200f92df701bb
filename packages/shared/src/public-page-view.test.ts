import { describe, expect, it } from 'vitest';
import { EMPTY_EQUIPMENT_INFO, EMPTY_PET_INFO } from './profile-details.js';
import { PUBLIC_PAGE_DEFAULT_THEME } from './page-theme.js';
import { EMPTY_MEDICAL_INFO } from './profile-medical.js';
import {
  toPublicPageResponse,
  toPublicPageView,
  type PublicPageRecord,
  type PublicViewOptions,
} from './public-page-view.js';
import { toPublicTagResponse, toPublicTagView, type PublicTagSource } from './public-tag-view.js';
import type { FullProfile } from './public-view.js';

const profile: FullProfile = {
  id: 'p1',
  kind: 'PERSON',
  name: 'Zeca Secreto',
  email: 'zeca@x.com',
  phone: null,
  dateOfBirth: null,
  address: {},
  photos: [],
  criticalAlerts: [],
  emergencyContacts: [{ name: 'Ana', phone: '(11) 91234-5678', relationship: 'Mãe' }],
  medicalInfo: { ...EMPTY_MEDICAL_INFO, bloodType: 'AB+' },
  notes: null,
  petInfo: EMPTY_PET_INFO,
  equipmentInfo: EMPTY_EQUIPMENT_INFO,
  meta: {},
  updatedAt: '2026-01-02T00:00:00.000Z',
  isNamePublic: true,
  isContactsPublic: true,
  isMedicalInfoPublic: true,
  isPhotosPublic: true,
  isNotesPublic: true,
};

const page: PublicPageRecord = {
  id: 'page1',
  profileId: 'p1',
  slug: 'zeca',
  title: 'Página de Zeca Secreto',
  description: 'Sobre zeca secreto',
  isActive: true,
  theme: { primaryColor: '#16a34a' },
  seo: { metaTitle: 'ZECA SECRETO', metaDescription: 'Contatos', keywords: ['zeca secreto', 'saúde'] },
  views: 3,
  uniqueVisitors: 2,
  lastAccessedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
};

const options: PublicViewOptions = {
  appName: 'Portal NFC',
  publicUrl: 'https://tags.exemplo.com.br',
  sanitizeHtml: (html) => html.replace(/<script>.*<\/script>/, ''),
};
const equipmentTab = {
  customTabs: [{ title: 'Como usar', content: '<p>Puxe o pino</p><script>alert(1)</script>' }],
  serialNumber: 'S-1',
};

describe('toPublicPageView: what a visitor sees of a page', () => {
  it("a private name leaves the title, description, SEO title and keywords: 'Perfil Portal NFC' instead", () => {
    const view = toPublicPageView({ page, profile: { ...profile, isNamePublic: false }, bracelet: null }, options);
    expect(view.title).toBe('Perfil Portal NFC');
    expect(view.description).toBeNull();
    expect(view.seo).toEqual({ metaTitle: '', metaDescription: 'Contatos', keywords: ['saúde'] });
    expect(view.profile.name).toBeNull();
  });

  it("a theme stored in part is completed with the public page's defaults; the later of page and profile dates", () => {
    const view = toPublicPageView({ page, profile, bracelet: null }, options);
    expect(view.theme).toEqual({ ...PUBLIC_PAGE_DEFAULT_THEME, primaryColor: '#16A34A' });
    expect(view.updatedAt).toBe('2026-01-03T00:00:00.000Z');
  });

  it("without technical meta of its own, the page shows its B2B tag's sheet, custom tabs cleaned; without a sanitiser, no custom tab", () => {
    const bracelet = { code: 'EXT1', type: 'B2B' as const, meta: equipmentTab };
    const view = toPublicPageView({ page, profile, bracelet }, options);
    expect(view.technical.sheet.serialNumber).toBe('S-1');
    expect(view.technical.customTabs).toEqual([{ title: 'Como usar', content: '<p>Puxe o pino</p>' }]);
    const unsanitised = toPublicPageView({ page, profile, bracelet }, { ...options, sanitizeHtml: undefined });
    expect(unsanitised.technical.customTabs).toEqual([]);
    expect(unsanitised.technical.sheet.serialNumber).toBe('S-1');
  });

  it('private contacts and medical info: left out for a visitor, shown marked in the preview', () => {
    const hidden = { ...profile, isContactsPublic: false, isMedicalInfoPublic: false };
    const visitor = toPublicPageView({ page, profile: hidden, bracelet: null }, options);
    expect([visitor.profile.emergencyContacts, visitor.profile.medicalInfo, visitor.privateMarks]).toEqual([
      [],
      null,
      undefined,
    ]);
    const preview = toPublicPageView({ page, profile: hidden, bracelet: null }, { ...options, preview: true });
    expect(preview.profile.emergencyContacts).toHaveLength(1);
    expect(preview.profile.medicalInfo?.bloodType).toBe('AB+');
    expect(preview.privateMarks).toEqual({ contacts: true, medical: true, photos: false, criticalAlerts: true });
  });

  it('the preview hides the personal data and the notes when their toggles are off, as /p does (issue 20)', () => {
    const personal = { ...profile, phone: '(11) 91234-5678', notes: 'Portador de marcapasso' };
    const shown = toPublicPageView({ page, profile: personal, bracelet: null }, { ...options, preview: true });
    expect([shown.profile.name, shown.profile.phone, shown.profile.notes]).toEqual([
      personal.name,
      '(11) 91234-5678',
      'Portador de marcapasso',
    ]);
    const hidden = { ...personal, isNamePublic: false, isNotesPublic: false };
    const preview = toPublicPageView({ page, profile: hidden, bracelet: null }, { ...options, preview: true });
    const visitor = toPublicPageView({ page, profile: hidden, bracelet: null }, options);
    expect([preview.profile.name, preview.profile.phone, preview.profile.notes]).toEqual([null, null, null]);
    expect(preview.profile).toEqual(visitor.profile);
  });

  it('the JSON carries what the HTML shows: the same title, theme and profile, with the page record', () => {
    const view = toPublicPageView(
      { page, profile: { ...profile, isMedicalInfoPublic: false }, bracelet: null },
      options,
    );
    const json = toPublicPageResponse(page, view);
    expect(json).toMatchObject({
      id: 'page1',
      title: view.title,
      theme: view.theme,
      medicalInfo: null,
      isMedicalInfoPublic: false,
    });
    expect(json.profile).toBe(view.profile);
    expect(json.analytics).toEqual({ views: 3, uniqueVisitors: 2, lastAccessed: null });
  });
});

describe('toPublicTagView: what a visitor sees of a tag', () => {
  const tag: PublicTagSource['tag'] = {
    code: 'PULS0001',
    type: 'B2C',
    physicalType: 'NFC',
    status: 'LOST',
    meta: { nickname: 'Coleira', color: 'Azul', internalNote: 'não mostrar' },
    updatedAt: '2026-01-05T00:00:00.000Z',
  };

  it('a B2C tag shows its nickname only, never its colour (issue 43); an owner without a profile, the initials of the account', () => {
    const source: PublicTagSource = { tag, owner: { kind: 'account', name: 'Júlia Prado' }, serviceLog: [] };
    const view = toPublicTagView(source, options);
    expect([view.nickname, view.color, view.technical.isEmpty]).toEqual(['Coleira', '', true]);
    expect(view.owner).toMatchObject({
      name: 'Júlia Prado',
      photo: null,
      slug: null,
      contacts: [],
    });
    expect(view.theme).toEqual(PUBLIC_PAGE_DEFAULT_THEME);
    const json = toPublicTagResponse(source, view);
    expect(json.bracelet.meta).toEqual({ nickname: 'Coleira' });
    expect(json.bracelet.statusLabel).toBe('Perdida');
    expect(json.profile).toBeNull();
  });

  it("an owner's private contacts stay out of the view and the JSON; the tag page wears the owner's active page theme", () => {
    const source: PublicTagSource = {
      tag,
      owner: {
        kind: 'profile',
        profile: { ...profile, isContactsPublic: false },
        activePage: { slug: 'zeca', theme: { primaryColor: '#DC2626' } },
      },
      serviceLog: [],
    };
    const view = toPublicTagView(source, options);
    expect(view.owner).toMatchObject({ name: 'Zeca Secreto', slug: 'zeca', contacts: [] });
    expect(view.theme.primaryColor).toBe('#DC2626');
    const json = toPublicTagResponse(source, view);
    expect(json.profile).toMatchObject({ name: 'Zeca Secreto', slug: 'zeca', emergencyContacts: [] });
  });
});

describe('toPublicTagView by the kind of the profile a tag opens (issue 14)', () => {
  const tagOf = (type: 'B2C' | 'B2B', status: 'ACTIVE' | 'LOST'): PublicTagSource['tag'] => ({
    code: 'KIND0001',
    type,
    physicalType: 'NFC',
    status,
    meta: type === 'B2B' ? { serialNumber: 'S-9', notes: 'interno' } : { nickname: 'Coleira' },
    updatedAt: '2026-01-05T00:00:00.000Z',
    // The owner chose to show the contacts while lost (issue 20; hidden by default).
    lostShowContacts: true,
  });
  const opening = (profileOf: FullProfile, type: 'B2C' | 'B2B', status: 'ACTIVE' | 'LOST' = 'ACTIVE') =>
    toPublicTagView(
      {
        tag: tagOf(type, status),
        owner: { kind: 'profile', profile: profileOf, activePage: { slug: 'zeca', theme: {} } },
        serviceLog: [],
      },
      options,
    );

  it('a person on a B2B tag is named without a link to their emergency card, and without contacts unless LOST (contacts shown by the owner)', () => {
    const view = opening(profile, 'B2B');
    expect(view.owner).toMatchObject({ name: 'Zeca Secreto', kind: 'PERSON', slug: null, contacts: [] });
    expect(view.technical.sheet.serialNumber).toBe('S-9');
    expect(opening(profile, 'B2B', 'LOST').owner).toMatchObject({ slug: null, contacts: profile.emergencyContacts });
    // On a B2C tag (worn by the person) the card is one tap away.
    expect(opening(profile, 'B2C').owner).toMatchObject({ slug: 'zeca', contacts: profile.emergencyContacts });
  });

  it("a pet's tag carries its public fields and its page; its health follows the medical toggle", () => {
    const pet: FullProfile = {
      ...profile,
      kind: 'PET',
      name: 'Rex',
      isMedicalInfoPublic: false,
      petInfo: { ...EMPTY_PET_INFO, species: 'Cão', vaccinations: ['V10'], vetContact: 'Dra. Ana' },
    };
    const view = opening(pet, 'B2C');
    expect(view.owner).toMatchObject({ kind: 'PET', slug: 'zeca', equipment: null });
    expect(view.owner?.pet).toMatchObject({ species: 'Cão', vaccinations: [], vetContact: '' });
    const json = toPublicTagResponse(
      { tag: tagOf('B2C', 'ACTIVE'), owner: { kind: 'profile', profile: pet, activePage: null }, serviceLog: [] },
      view,
    );
    expect(JSON.stringify(json)).not.toMatch(/V10|Dra\. Ana|AB\+/);
  });

  it("an equipment's tag carries its sheet and, when contacts are public, its company; never medical data", () => {
    const equipmentInfo = {
      ...EMPTY_EQUIPMENT_INFO,
      brand: 'Kidde',
      responsibleCompany: 'Fire',
      contactPhone: '11 4000-1234',
    };
    const equipment: FullProfile = { ...profile, kind: 'EQUIPMENT', equipmentInfo };
    const view = opening(equipment, 'B2B');
    expect(view.owner).toMatchObject({ kind: 'EQUIPMENT', slug: 'zeca', pet: null, equipment: equipmentInfo });
    expect(opening({ ...equipment, isContactsPublic: false }, 'B2B').owner?.equipment).toMatchObject({
      brand: 'Kidde',
      responsibleCompany: '',
      contactPhone: '',
    });
    const stored = { ...equipment, dateOfBirth: '1990-01-01' };
    const pageView = toPublicPageView({ page, profile: stored, bracelet: null }, { ...options, preview: true });
    expect([pageView.profile.medicalInfo, pageView.profile.dateOfBirth]).toEqual([null, null]);
  });
});
