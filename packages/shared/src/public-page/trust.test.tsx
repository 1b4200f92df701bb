/** @jsxRuntime automatic @jsxImportSource @portal/shared */
import { renderHtml } from '../html/render.js';
import { describe, expect, it } from 'vitest';
import { EMPTY_EQUIPMENT_INFO, EMPTY_PET_INFO } from '../profile-details.js';
import { EMPTY_MEDICAL_INFO } from '../profile-medical.js';
import { DEFAULT_PRIVACY } from '../profile-visibility.js';
import { toPublicPageView } from '../public-page-view.js';
import { toPublicTagResponse, toPublicTagView, type PublicTagSource } from '../public-tag-view.js';
import type { FullProfile } from '../public-view.js';
import { PublicPageBody, PublicTagBody } from './index.js';

const TODAY = '2026-11-26';
const options = { appName: 'Portal', publicUrl: 'https://portal.exemplo.com.br', today: TODAY };

const owner: FullProfile = {
  ...DEFAULT_PRIVACY,
  id: 'p1',
  kind: 'PET',
  name: 'Thor',
  email: 'bruno@exemplo.com.br',
  phone: '(11) 98765-4321',
  dateOfBirth: null,
  address: { street: 'Rua das Flores', number: '123', city: 'São Paulo' },
  photos: [],
  criticalAlerts: [],
  emergencyContacts: [{ name: 'Ana Filha', phone: '(11) 91234-5678', relationship: 'Filha', email: 'ana@exemplo.com' }],
  medicalInfo: EMPTY_MEDICAL_INFO,
  petInfo: EMPTY_PET_INFO,
  equipmentInfo: { ...EMPTY_EQUIPMENT_INFO, responsibleCompany: 'Fire Serviços', contactPhone: '(11) 4000-1234' },
  notes: null,
  meta: {},
  updatedAt: '2026-11-20T12:00:00.000Z',
};
const SECRETS = [
  '98765-4321',
  '987654321',
  'bruno@exemplo.com.br',
  'Rua das Flores',
  '91234-5678',
  '912345678',
  'ana@exemplo.com',
  '4000-1234',
  '40001234',
];

const extinguisher = (status: string, nextService: string | null, showContacts = false): PublicTagSource => ({
  tag: {
    code: 'EXT00001',
    type: 'B2B',
    physicalType: 'NFC',
    status: status as PublicTagSource['tag']['status'],
    meta: { serialNumber: 'SN-1', status: 'Disponível', ...(nextService ? { nextService } : {}) },
    updatedAt: '2026-11-20T12:00:00.000Z',
    lostShowContacts: showContacts,
  },
  owner: { kind: 'account', name: 'Indústria Alfa' },
  serviceLog: [],
});
const tagHtml = (source: PublicTagSource) =>
  renderHtml(<PublicTagBody view={toPublicTagView(source, options)} today={TODAY} />);

describe('issue 20 item 1: the equipment service state on /t and /p', () => {
  it("an overdue extinguisher reads 'Manutenção vencida desde 15/03/2026' above its sheet, in red, without 'Status: Disponível'", () => {
    const html = tagHtml(extinguisher('ACTIVE', '2026-03-15'));
    expect(html).toContain(
      '<section class="card svc danger" id="situacao" aria-label="Manutenção vencida desde 15/03/2026"><p class="svc-title">Manutenção vencida desde 15/03/2026</p><p class="svc-advice">Não confie neste equipamento; avise o responsável.</p></section>',
    );
    expect(html.indexOf('svc danger')).toBeLessThan(html.indexOf('Ficha técnica'));
    expect(html.toLowerCase()).not.toContain('disponível');
    expect(html).toContain('<span class="badge red">Manutenção vencida</span>');
    expect(html).toContain('15/03/2026</dd>');
  });

  it("due within 7 days: an amber 'Próxima manutenção em 01/12/2026' and the sheet keeps its status", () => {
    const html = tagHtml(extinguisher('ACTIVE', '2026-12-01'));
    expect(html).toContain('class="card svc warning"');
    expect(html).toContain('Próxima manutenção em 01/12/2026');
    expect(html).toContain('DISPONÍVEL</dd>');
  });

  it("status BROKEN: 'Fora de serviço — não utilize'; in order: no banner", () => {
    expect(tagHtml(extinguisher('BROKEN', '2027-05-01'))).toContain('Fora de serviço — não utilize');
    expect(tagHtml(extinguisher('ACTIVE', '2027-05-01'))).not.toContain('svc');
  });

  it('the JSON carries serviceState for a B2B tag', () => {
    const source = extinguisher('ACTIVE', '2026-03-15');
    const json = toPublicTagResponse(source, toPublicTagView(source, options));
    expect(json.serviceState).toEqual({ state: 'OVERDUE', date: '2026-03-15' });
  });

  it("an equipment's /p shows the banner from its B2B tag", () => {
    const profile: FullProfile = { ...owner, kind: 'EQUIPMENT', name: 'Extintor', emergencyContacts: [] };
    const view = toPublicPageView(
      {
        page: {
          slug: 'extintor',
          title: 'Extintor',
          description: null,
          theme: {},
          seo: {},
          views: 0,
          updatedAt: owner.updatedAt,
        },
        profile,
        bracelet: {
          code: 'EXT00001',
          type: 'B2B',
          status: 'ACTIVE',
          meta: { nextService: '2026-03-15', status: 'Disponível' },
        },
      },
      options,
    );
    expect(view.serviceState).toEqual({ state: 'OVERDUE', date: '2026-03-15' });
    const html = renderHtml(<PublicPageBody view={view} today={TODAY} />);
    expect(html).toContain('Manutenção vencida desde 15/03/2026');
    expect(html.toLowerCase()).not.toContain('disponível');
  });
});

describe('issue 20 item 3: a lost tag hides contacts unless its owner shows them', () => {
  const lostPet = (showContacts: boolean): PublicTagSource => ({
    tag: {
      code: 'PET00001',
      type: 'B2C',
      physicalType: 'NFC',
      status: 'LOST',
      meta: {},
      updatedAt: owner.updatedAt,
      lostShowContacts: showContacts,
    },
    owner: { kind: 'profile', profile: owner, activePage: { slug: 'thor', theme: {} } },
    serviceLog: [],
  });

  it("hidden: no phone, e-mail or address of the profile or its emergency contacts; 'Se você a encontrou...' leads to 'Falar com o tutor'", () => {
    const source = lostPet(false);
    const view = toPublicTagView(source, options);
    const html = renderHtml(<PublicTagBody view={view} today={TODAY} />);
    const json = JSON.stringify(toPublicTagResponse(source, view));
    for (const secret of SECRETS) {
      expect(html, secret).not.toContain(secret);
      expect(json, secret).not.toContain(secret);
    }
    expect(html).toContain(
      '<p style="margin:0 0 10px">Se você a encontrou, entre em contato com o responsável:</p><a class="btn big" href="#falar">Falar com o tutor</a>',
    );
    expect(html).toContain('id="falar"');
  });

  it("/p of the lost pet with hidden contacts does not say the tutor's contact is private: the form is the way", () => {
    const view = toPublicPageView(
      {
        page: {
          slug: 'thor',
          title: 'Thor',
          description: null,
          theme: {},
          seo: {},
          views: 0,
          updatedAt: owner.updatedAt,
        },
        profile: owner,
        bracelet: { code: 'PET00001', type: 'B2C', meta: null, status: 'LOST' },
        hideContacts: true,
      },
      options,
    );
    const html = renderHtml(
      <PublicPageBody view={{ ...view, lost: { code: 'PET00001', message: null, reward: false } }} today={TODAY} />,
    );
    for (const secret of SECRETS) expect(html, secret).not.toContain(secret);
    expect(html).not.toContain('não está público');
    expect(html).toContain('action="/p/thor/contato#falar"');
  });

  it('shown by the owner: the contacts the profile publishes are on the page', () => {
    const html = renderHtml(<PublicTagBody view={toPublicTagView(lostPet(true), options)} today={TODAY} />);
    expect(html).toContain('tel:11912345678');
  });
});

describe('issue 20 item 8: an entry typed in the meta editor is shown as typed', () => {
  it("'Troca do selo mecânico' keeps its words, with '—' for the unknown type and outcome; a technician's description stays hidden", () => {
    const source: PublicTagSource = {
      ...extinguisher('ACTIVE', null),
      serviceLog: [
        { date: '2026-11-01', type: null, outcome: null, source: 'IMPORTED', description: 'Troca do selo mecânico' },
        { date: '2026-10-01', type: 'CORRETIVA', outcome: 'OK', source: 'RECORD', description: 'Segredo técnico' },
      ],
    };
    const html = tagHtml(source);
    expect(html).toContain(
      '<td><time dateTime="2026-11-01">01/11/2026</time></td><td>—<span class="log-note">Troca do selo mecânico</span></td><td>—</td>',
    );
    expect(html).not.toContain('Preventiva');
    expect(html).not.toContain('Segredo técnico');
  });
});
