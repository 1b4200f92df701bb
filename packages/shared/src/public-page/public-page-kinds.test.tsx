/** @jsxRuntime automatic @jsxImportSource @portal/shared */
import { renderHtml } from '../html/render.js';
import { telHref } from '../phone.js';
import { describe, expect, it } from 'vitest';
import { EMPTY_EQUIPMENT_INFO, EMPTY_PET_INFO } from '../profile-details.js';
import { EMPTY_MEDICAL_INFO } from '../profile-medical.js';
import { DEFAULT_PRIVACY } from '../profile-visibility.js';
import { toPublicPageView } from '../public-page-view.js';
import { toPublicTagView, type PublicTagSource } from '../public-tag-view.js';
import type { FullProfile } from '../public-view.js';
import type { ReactNode } from 'react';
import { PublicLanguageProvider, PublicPageBody, PublicTagBody } from './index.js';

const TODAY = '2026-11-24';
const tutor = { name: 'Carla Lima', phone: '(11) 97777-6666', relationship: 'Tutora' };

const person: FullProfile = {
  ...DEFAULT_PRIVACY,
  isMedicalInfoPublic: true,
  id: 'p1',
  kind: 'PERSON',
  name: 'Maria Souza',
  email: null,
  phone: null,
  dateOfBirth: '1980-05-02',
  address: {},
  photos: [],
  criticalAlerts: ['Anticoagulado (varfarina)', 'Diabetes tipo 1'],
  emergencyContacts: [{ name: 'João', phone: '+5511988887777', relationship: 'Pai', whatsapp: true }],
  medicalInfo: { ...EMPTY_MEDICAL_INFO, bloodType: 'O-', allergies: ['Dipirona'] },
  petInfo: EMPTY_PET_INFO,
  equipmentInfo: EMPTY_EQUIPMENT_INFO,
  notes: 'Usa marcapasso',
  meta: {},
  updatedAt: '2026-11-20T12:00:00.000Z',
};

const pet: FullProfile = {
  ...person,
  kind: 'PET',
  name: 'Rex',
  dateOfBirth: null,
  emergencyContacts: [tutor],
  medicalInfo: { ...EMPTY_MEDICAL_INFO, allergies: ['Frango'] },
  petInfo: {
    species: 'Cão',
    breed: 'Vira-lata',
    color: 'Caramelo',
    birthDate: '2022-09-10',
    age: '',
    microchip: '985112004567890',
    vaccinations: ['V10', 'Antirrábica'],
    vetContact: 'Clínica Patas (11) 3333-4444',
    temperament: 'Dócil, mas tem medo de fogos',
  },
  notes: 'Atende por Rex',
};

const equipment: FullProfile = {
  ...person,
  kind: 'EQUIPMENT',
  name: 'Extintor 12',
  emergencyContacts: [{ name: 'Portaria', phone: '(11) 3000-0000', relationship: 'Zeladoria' }],
  equipmentInfo: {
    brand: 'Kidde',
    model: 'PQS 6kg',
    serialNumber: 'EXT-12',
    location: 'Corredor B (-23.55, -46.63)',
    responsibleCompany: 'Fire Serviços',
    contactPhone: '(11) 4000-1234',
  },
  meta: { technicalInfo: { details: 'Classe ABC' }, nextService: '2027-01-10' },
  notes: null,
};

const page = {
  slug: 'perfil',
  title: 'Perfil',
  description: null,
  theme: {},
  seo: {},
  views: 2,
  updatedAt: person.updatedAt,
};
const options = { appName: 'Portal', publicUrl: 'https://portal.exemplo.com.br' };
const pageHtml = (profile: FullProfile, preview = false) =>
  renderHtml(
    <PublicPageBody
      view={toPublicPageView({ page, profile, bracelet: null }, { ...options, preview })}
      today={TODAY}
    />,
  );
/** Positions of texts in the HTML, to state an order. */
const positions = (html: string, texts: string[]) =>
  texts.map((text) => {
    const at = html.indexOf(text);
    expect(at, text).toBeGreaterThanOrEqual(0);
    return at;
  });
const ascending = (values: number[]) => values.every((value, i) => i === 0 || value > values[i - 1]!);

describe('the public page by kind', () => {
  it("a person's page is responder-first: banner, critical alerts, 192 with 193 beside it, contacts with WhatsApp, medical info, then the rest", () => {
    const html = pageHtml(person);
    const order = positions(html, [
      'Perfil de emergência',
      '<span class="badge red">Contatos de emergência</span>',
      '<span class="badge blue">Informações médicas</span>',
      '<li>Anticoagulado (varfarina)</li>',
      '<li>Diabetes tipo 1</li>',
      '<a class="samu" href="tel:192">Ligar 192 (SAMU)</a>',
      '<a class="fire" href="tel:193">Bombeiros 193</a>',
      '<span>(11) 98888-7777</span>',
      'href="tel:+5511988887777"',
      `href="https://wa.me/5511988887777?text=${encodeURIComponent('Olá, estou com Maria Souza. Vi seu contato na ficha de emergência.')}"`,
      '<h2>Informações médicas</h2>',
      'O-',
      'Dipirona',
      'Informações pessoais',
      '02/05/1980',
      'Usa marcapasso',
    ]);
    expect(ascending(order)).toBe(true);
    expect(html).not.toContain('Se me encontrou');
    expect(html).not.toContain('Empresa responsável');
  });

  it("a pet page opens with Se me encontrou and the tutor's contacts, then 'Sobre mim' and 'Saúde'; no SAMU", () => {
    const html = pageHtml(pet);
    const order = positions(html, [
      'Animal encontrado? Contate o tutor',
      '<h1>Perfil</h1>',
      '<h2>Se me encontrou, fale com o meu tutor</h2>',
      'href="tel:11977776666"',
      '<h2>Sobre mim</h2>',
      'Vira-lata',
      'Caramelo',
      '<dd>4 anos e 2 meses</dd>',
      '985112004567890',
      'medo de fogos',
      '<h2>Saúde</h2>',
      'V10, Antirrábica',
      'Clínica Patas',
      'Frango',
      'Atende por Rex',
    ]);
    expect(ascending(order)).toBe(true);
    expect(html).toContain('aria-label="Ligar para Carla Lima"');
    expect(html).toContain('<span class="badge red">Contatos do tutor</span>');
    expect(html).toContain('<span class="badge blue">Saúde</span>');
    for (const text of ['Ligar 192', 'tel:192', 'Informações médicas', 'Perfil de emergência', 'Médico']) {
      expect(html, text).not.toContain(text);
    }
  });

  it('a pet page without public contacts tells the finder what to do, the microchip included', () => {
    const html = pageHtml({ ...pet, isContactsPublic: false });
    expect(html).toContain('<h2>Se me encontrou, fale com o meu tutor</h2>');
    expect(html).toContain(
      'O contato do meu tutor não está público. Por favor, leve-me a uma clínica veterinária ou a um abrigo de animais perto de você.',
    );
    expect(html).toContain(
      'Meu microchip é 985112004567890: uma clínica veterinária pode lê-lo e encontrar o meu tutor.',
    );
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('Contatos do tutor');
  });

  it("a pet's vaccinations are hidden when its medical info is private (marked 'Privado' in the preview)", () => {
    const closed = { ...pet, isMedicalInfoPublic: false };
    const html = pageHtml(closed);
    for (const text of ['V10', 'Clínica Patas', 'Frango', 'Saúde']) expect(html, text).not.toContain(text);
    expect(html).toContain('Vira-lata');
    const preview = pageHtml(closed, true);
    expect(preview).toMatch(/<h2>Saúde<span class="badge private">Privado<\/span><\/h2>/);
    expect(preview).toContain('V10');
  });

  it('an equipment page never shows medical data, even when stored', () => {
    // Built past the builder, as if the data had been passed in: the component itself leaves it out.
    const view = toPublicPageView({ page, profile: equipment, bracelet: null }, options);
    view.profile = { ...view.profile, medicalInfo: person.medicalInfo, dateOfBirth: '1980-05-02' };
    const html = renderHtml(<PublicPageBody view={view} today={TODAY} />);
    for (const text of [
      'Informações médicas',
      'Tipo sanguíneo',
      'O-',
      'Dipirona',
      'Data de nascimento',
      '02/05/1980',
      'tel:192',
      'SAMU',
      'Perfil de emergência',
    ]) {
      expect(html, text).not.toContain(text);
    }
  });

  it("an equipment page leads with its sheet (its fields and the meta's), 'Abrir no mapa', then the company to call", () => {
    const html = pageHtml(equipment);
    const order = positions(html, [
      'Ficha do equipamento',
      '<span class="badge red">Contatos do responsável</span>',
      '<span class="badge blue">Ficha técnica</span>',
      '<h2>Ficha técnica</h2>',
      'EXT-12',
      'Kidde',
      'PQS 6kg',
      'Classe ABC',
      'Corredor B',
      'href="https://www.google.com/maps?q=-23.55,-46.63"',
      '10/01/2027',
      '<h2>Empresa responsável</h2>',
      'Fire Serviços',
      'href="tel:1140001234"',
      '<h2>Contatos do responsável</h2>',
      'href="tel:1130000000"',
    ]);
    expect(ascending(order)).toBe(true);
    expect(html).toContain('aria-label="Ligar para Fire Serviços"');
  });

  it("an equipment's company and phone are left out when its contacts are private; its sheet stays", () => {
    const html = pageHtml({ ...equipment, isContactsPublic: false });
    expect(html).toContain('EXT-12');
    for (const text of ['Fire Serviços', 'tel:', 'Empresa responsável', 'Contatos do responsável']) {
      expect(html, text).not.toContain(text);
    }
  });
});

const tagSource = (
  profile: FullProfile,
  type: 'B2C' | 'B2B',
  status: 'ACTIVE' | 'LOST' = 'ACTIVE',
  slug: string | null = 'perfil',
): PublicTagSource => ({
  tag: {
    code: 'TAG00001',
    type,
    physicalType: 'NFC',
    status,
    meta: type === 'B2B' ? { serialNumber: 'META-SN', model: 'Modelo da tag', location: 'Sala 3' } : {},
    updatedAt: person.updatedAt,
    // The owner chose to show the contacts while lost (issue 20; hidden by default: see trust tests).
    lostShowContacts: true,
  },
  owner: { kind: 'profile', profile, activePage: slug ? { slug, theme: {} } : null },
  serviceLog: [],
});
const tagHtml = (source: PublicTagSource) =>
  renderHtml(<PublicTagBody view={toPublicTagView(source, options)} today={TODAY} />);

describe('the public tag page by the kind of the profile it opens', () => {
  it('a person on a B2C tag: named as who wears it (issue 43), with the link to the emergency card', () => {
    const html = tagHtml(tagSource(person, 'B2C'));
    expect(html).toContain('<h1>Tag TAG00001</h1>');
    expect(html).toContain('Usada por: <strong>Maria Souza</strong>');
    expect(html).not.toContain('Responsável:');
    // Nothing of a technical sheet on a person's tag: no 'Disponível', no 'B2C', no empty technical note.
    for (const text of ['Disponível', '>B2C<', 'Sem informações técnicas']) expect(html, text).not.toContain(text);
    expect(html).toContain('<a class="btn big" href="/p/perfil">Ver perfil de emergência</a>');
  });

  it('a person on a B2B tag is named without a link to their emergency card, nor contacts unless LOST (contacts shown by the owner)', () => {
    const html = tagHtml(tagSource(person, 'B2B'));
    expect(html).toContain('Responsável: <strong>Maria Souza</strong>');
    expect(html).toContain('META-SN');
    for (const text of ['/p/perfil', 'Ver perfil de emergência', 'tel:', 'Dipirona']) {
      expect(html, text).not.toContain(text);
    }
    const lost = tagHtml(tagSource(person, 'B2B', 'LOST'));
    expect(lost).toContain('Se você a encontrou, entre em contato com o responsável:');
    expect(lost).toContain('href="tel:+5511988887777"');
    expect(lost).not.toContain('/p/perfil');
  });

  it("a pet's tag: its name, Se me encontrou with the tutor's contacts, its short description, a link to its page", () => {
    const html = tagHtml(tagSource(pet, 'B2C'));
    const order = positions(html, [
      '<h1>Tag TAG00001</h1>',
      '<p class="who">Animal: <strong>Rex</strong></p>',
      '<h2>Se me encontrou, fale com o meu tutor</h2>',
      'href="tel:11977776666"',
      '<a class="btn big" href="/p/perfil">Ver a página de Rex</a>',
      '<h2>Sobre mim</h2>',
      'Cão',
      'Vira-lata',
      'Caramelo',
      '4 anos e 2 meses',
      'medo de fogos',
    ]);
    expect(ascending(order)).toBe(true);
    for (const text of ['Responsável:', 'Ver perfil de emergência', 'V10', 'Sem informações técnicas']) {
      expect(html, text).not.toContain(text);
    }
    // No public contact and no active page: what to do instead, no link.
    const alone = tagHtml(tagSource({ ...pet, isContactsPublic: false }, 'B2C', 'ACTIVE', null));
    expect(alone).toContain('O contato do meu tutor não está público.');
    expect(alone).not.toContain('href="/p/');
  });

  it("an equipment's tag shows its sheet, the company to call and a link to the full sheet; never the emergency card's words", () => {
    const html = tagHtml(tagSource(equipment, 'B2B'));
    const order = positions(html, [
      '<p class="who">Equipamento: <strong>Extintor 12</strong></p>',
      '<h2>Ficha técnica</h2>',
      'EXT-12',
      'Kidde',
      'PQS 6kg',
      'Corredor B',
      'Abrir no mapa',
      '<h2>Empresa responsável</h2>',
      'href="tel:1140001234"',
      'href="tel:1130000000"',
      '<a class="btn big" href="/p/perfil">Ver ficha completa</a>',
    ]);
    expect(ascending(order)).toBe(true);
    // The profile's own fields stand first; the tag's meta fills only what they leave blank.
    expect(html).not.toContain('META-SN');
    const blank = tagHtml(tagSource({ ...equipment, equipmentInfo: EMPTY_EQUIPMENT_INFO }, 'B2B'));
    expect(blank).toContain('META-SN');
    expect(blank).toContain('Modelo da tag');
    expect(blank).toContain('Sala 3');
    for (const out of [html, blank]) {
      for (const text of ['Perfil de emergência', 'Ver perfil de emergência', 'Informações médicas', 'tel:192']) {
        expect(out, text).not.toContain(text);
      }
    }
  });

  it('a LOST tag keeps its lost box for every kind, with the contacts to call when the owner shows them', () => {
    for (const profile of [person, pet, equipment]) {
      const html = tagHtml(tagSource(profile, 'B2C', 'LOST'));
      // Issue 13: the lost banner (PERDIDO / PROCURA-SE) comes first, the lost box with the contacts stays.
      const [banner, title] = positions(html, ['<section class="banner lost"', '<h1>Tag TAG00001</h1>']);
      expect(html, profile.kind).toContain('Esta tag foi reportada como perdida');
      expect(banner, profile.kind).toBeLessThan(title!);
      expect(html, profile.kind).toContain('Se você a encontrou, entre em contato com o responsável:');
      expect(html, profile.kind).toContain(`href="${telHref(profile.emergencyContacts[0]!.phone)}"`);
      expect(html.match(/class="card lost-box"/g), profile.kind).toHaveLength(1);
    }
  });
});

describe("a pet's and an equipment's labels in the visitor's language (issue 24)", () => {
  const inLanguage = (language: 'en' | 'es', body: ReactNode) =>
    renderHtml(
      <PublicLanguageProvider locale={{ language, locale: language === 'en' ? 'en-US' : 'es', explicit: true }}>
        {body}
      </PublicLanguageProvider>,
    );
  const petPage = (language: 'en' | 'es') =>
    inLanguage(
      language,
      <PublicPageBody view={toPublicPageView({ page, profile: pet, bracelet: null }, options)} today={TODAY} />,
    );
  const equipmentTag = (language: 'en' | 'es', status: 'ACTIVE' | 'LOST' = 'ACTIVE') => {
    const source = tagSource(equipment, 'B2B', status);
    const serviceLog = [{ date: '2026-10-01', type: 'PREVENTIVA' as const, outcome: 'NEEDS_REPAIR' as const }];
    return inLanguage(
      language,
      <PublicTagBody view={toPublicTagView({ ...source, serviceLog }, options)} today={TODAY} />,
    );
  };

  it("a pet's fields and its age: 'Species', '4 years and 2 months' in English; 'Especie', '4 años y 2 meses' in Spanish", () => {
    const en = petPage('en');
    positions(en, [
      '<dt>Species</dt>',
      '<dt>Breed</dt>',
      '<dt>Age</dt>',
      '<dd>4 years and 2 months</dd>',
      '<dt>Vaccinations</dt>',
      '<dt>Vet</dt>',
    ]);
    const es = petPage('es');
    positions(es, [
      '<dt>Especie</dt>',
      '<dt>Raza</dt>',
      '<dt>Edad</dt>',
      '<dd>4 años y 2 meses</dd>',
      '<dt>Vacunas</dt>',
      '<dt>Veterinario</dt>',
    ]);
    for (const out of [en, es])
      for (const text of ['Espécie', 'Raça', 'Idade', '4 anos', 'Vacinas']) expect(out, text).not.toContain(text);
  });

  it("an equipment tag's status badge, brand, company and service log speak the visitor's language, never 'Disponível'", () => {
    const en = equipmentTag('en');
    positions(en, [
      '<span class="badge green">Available</span>',
      '<dt>Brand</dt>',
      '<h2>Company responsible</h2>',
      'Preventive',
      'Needs repair',
    ]);
    // Lost: the bar says it once (LOST), no 'Lost' badge under it (issue 43).
    expect(equipmentTag('en', 'LOST')).not.toContain('<span class="badge yellow">Lost</span>');
    const es = equipmentTag('es');
    positions(es, [
      '<span class="badge green">Disponible</span>',
      '<dt>Marca</dt>',
      '<h2>Empresa responsable</h2>',
      'Preventivo',
      'Necesita reparación',
    ]);
    for (const out of [en, es])
      for (const text of ['Disponível', 'Empresa responsável', 'Preventiva<', 'Precisa de reparo'])
        expect(out, text).not.toContain(text);
  });
});
