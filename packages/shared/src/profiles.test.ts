import { describe, expect, it } from 'vitest';
import { createClientRequestSchema, updateClientRequestSchema } from './clients.js';
import { chooseMainPhoto, photoSrc, readPhotos, type Photo } from './photos.js';
import { emergencyContactsSchema, readEmergencyContacts } from './profile-contacts.js';
import { medicalInfoSchema, readMedicalInfo } from './profile-medical.js';
import { formatAddress, initialsOf, isEmptySection } from './profiles.js';
import { makeWellFormed, wellFormedText } from './request-text.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('new client (spec section 5)', () => {
  const valid = { email: 'Maria@Exemplo.com', password: 'senha-segura', profile: { name: 'Maria' } };

  it('accepts the spec body, lowercases the email and defaults role and toggles', () => {
    const body = createClientRequestSchema.parse({ ...valid, role: 'user' });
    expect(body.email).toBe('maria@exemplo.com');
    expect(body.role).toBe('USER');
    expect(body.profile?.name).toBe('Maria');
    expect(body.profile?.isNamePublic).toBeUndefined();
  });

  it("'Nome é obrigatório.'", () => {
    expect(firstMessage(createClientRequestSchema.safeParse({ ...valid, profile: { name: '  ' } }))).toBe(
      'Nome é obrigatório.',
    );
    expect(firstMessage(createClientRequestSchema.safeParse({ email: 'a@b.c', password: 'senha-segura' }))).toBe(
      'Nome é obrigatório.',
    );
    expect(createClientRequestSchema.safeParse({ email: 'a@b.c', password: 'senha-segura', name: 'Top' }).success).toBe(
      true,
    );
  });

  it("'Email válido é obrigatório.'", () => {
    for (const email of [undefined, '', 'sem-arroba', '  ']) {
      expect(firstMessage(createClientRequestSchema.safeParse({ ...valid, email }))).toBe(
        'Email válido é obrigatório.',
      );
    }
  });

  it("'Senha é obrigatória e deve ter pelo menos 8 caracteres.'", () => {
    for (const password of [undefined, '', '1234567']) {
      expect(firstMessage(createClientRequestSchema.safeParse({ ...valid, password }))).toBe(
        'Senha é obrigatória e deve ter pelo menos 8 caracteres.',
      );
    }
  });

  it('checks the optional slug with the slug rules', () => {
    expect(
      firstMessage(createClientRequestSchema.safeParse({ ...valid, profile: { name: 'M', publicPageSlug: 'login' } })),
    ).toBe('Este slug é reservado e não pode ser usado');
    expect(
      createClientRequestSchema.parse({ ...valid, profile: { name: 'M', publicPageSlug: '' } }).profile?.publicPageSlug,
    ).toBeUndefined();
  });
});

describe('emergency contacts', () => {
  it('keeps only contacts with name, phone and relationship; drops empty items', () => {
    const list = emergencyContactsSchema.parse([
      { name: 'Ana', phone: '(11) 98888-7777', relationship: 'Mãe' },
      { name: 'Sem telefone', phone: '', relationship: 'Pai' },
      { name: '', phone: '', relationship: '' },
    ]);
    expect(list).toEqual([{ name: 'Ana', phone: '(11) 98888-7777', relationship: 'Mãe' }]);
  });

  it('accepts the older names contactName, contactPhone and relation', () => {
    expect(
      emergencyContactsSchema.parse([
        { contactName: 'Rui', contactPhone: '+55 11 3333-4444', relation: 'Irmão', email: 'rui@x.com' },
      ]),
    ).toEqual([{ name: 'Rui', phone: '+55 11 3333-4444', relationship: 'Irmão', email: 'rui@x.com' }]);
    expect(
      readEmergencyContacts(JSON.stringify([{ contactName: 'Rui', contactPhone: '123', relation: 'Tio' }])),
    ).toHaveLength(1);
    expect(readEmergencyContacts('not json')).toEqual([]);
  });

  it('refuses a phone that is not a phone', () => {
    expect(
      firstMessage(emergencyContactsSchema.safeParse([{ name: 'A', phone: 'javascript:alert(1)', relationship: 'B' }])),
    ).toMatch(/Telefone inválido/);
  });
});

describe('medical info', () => {
  it('takes lists or comma-joined text, and emergencyInstructions as notes', () => {
    const info = medicalInfoSchema.parse({
      bloodType: 'o+',
      allergies: 'Penicilina, dipirona, ,Penicilina',
      medications: ['Losartana'],
      emergencyInstructions: 'Diabético',
    });
    expect(info).toEqual({
      bloodType: 'O+',
      allergies: ['Penicilina', 'dipirona'],
      medications: ['Losartana'],
      conditions: [],
      notes: 'Diabético',
      doctorContact: '',
      insuranceInfo: '',
    });
  });

  it('the 8 blood types only', () => {
    expect(firstMessage(medicalInfoSchema.safeParse({ bloodType: 'C+' }))).toBe(
      'Tipo sanguíneo inválido. Use A+, A-, B+, B-, AB+, AB-, O+ ou O-.',
    );
    expect(medicalInfoSchema.parse({ bloodType: '' }).bloodType).toBeNull();
    expect(readMedicalInfo({ bloodType: 'X', allergies: ['Pó'] })).toMatchObject({
      bloodType: null,
      allergies: ['Pó'],
    });
  });
});

describe('sections are hidden when empty', () => {
  it('null, blank string, empty array or object (also an object of empty values)', () => {
    for (const empty of [
      null,
      undefined,
      '',
      '   ',
      [],
      {},
      { bloodType: null, allergies: [] },
      [''],
      { a: { b: '' } },
    ]) {
      expect(isEmptySection(empty)).toBe(true);
    }
    for (const value of ['x', ['x'], { a: 'x' }, 0, false]) expect(isEmptySection(value)).toBe(false);
  });
});

describe('photos', () => {
  const photo = (id: string, extra: Partial<Photo> = {}): Photo => ({ id, url: `/photos/${id}`, ...extra });

  it('main photo: flagged main and public, else first public, else first', () => {
    expect(chooseMainPhoto([photo('a'), photo('b', { isMain: true })])?.id).toBe('b');
    expect(
      chooseMainPhoto([photo('a', { isPublic: false }), photo('b', { isMain: true, isPublic: false }), photo('c')])?.id,
    ).toBe('c');
    expect(chooseMainPhoto([photo('a', { isPublic: false }), photo('b', { isPublic: false })])?.id).toBe('a');
    expect(chooseMainPhoto([])).toBeNull();
  });

  it('reads a list or a JSON string and refuses unsafe URLs', () => {
    expect(readPhotos(JSON.stringify([photo('a')]))).toHaveLength(1);
    expect(
      readPhotos([{ id: 'x', url: 'javascript:alert(1)' }, { id: 'y', url: '//evil.example/x.png' }, photo('ok')]),
    ).toEqual([photo('ok')]);
    expect(readPhotos('nope')).toEqual([]);
  });

  it('cache-busting v= from the update or upload time', () => {
    expect(photoSrc(photo('a', { uploadedAt: '2025-01-02T03:04:05.000Z' }))).toBe(
      `/photos/a?v=${Date.parse('2025-01-02T03:04:05.000Z')}`,
    );
    expect(photoSrc(photo('a'))).toBe('/photos/a');
    expect(photoSrc({ ...photo('a'), url: '/photos/a?size=medium', updatedAt: '2025-01-01T00:00:00Z' })).toMatch(
      /\?size=medium&v=\d+$/,
    );
  });
});

describe('small helpers', () => {
  it('initials', () => {
    expect(initialsOf('Maria da Silva')).toBe('MS');
    expect(initialsOf('élio')).toBe('É');
    expect(initialsOf('  ')).toBe('');
  });
  it('address on one line', () => {
    expect(
      formatAddress({
        street: 'Rua A',
        number: '10',
        complement: 'apto 2',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01000-000',
      }),
    ).toBe('Rua A, 10 - apto 2, São Paulo - SP, 01000-000');
    expect(formatAddress({})).toBe('');
  });
});

describe('U+0000 in any client text is refused (PostgreSQL cannot store it), naming the field', () => {
  it('name, notes, address, contacts, medical info and meta (keys too)', () => {
    const path = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
      result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    const base = { email: 'maria@exemplo.com', password: 'senha-segura' };
    expect(path(createClientRequestSchema.safeParse({ ...base, profile: { name: 'Ma\u0000ria' } }))).toEqual([
      ['profile.name', 'Texto contém um caractere inválido.'],
    ]);
    expect(
      path(
        createClientRequestSchema.safeParse({
          ...base,
          profile: { name: 'Maria', notes: '\u0000', address: { city: 'a\u0000' } },
        }),
      ),
    ).toEqual([
      ['profile.notes', 'Texto contém um caractere inválido.'],
      ['profile.address.city', 'Texto contém um caractere inválido.'],
    ]);
    expect(path(updateClientRequestSchema.safeParse({ medicalInfo: { allergies: ['ok', 'a\u0000'] } }))?.[0]?.[0]).toBe(
      'medicalInfo.allergies.1',
    );
    expect(path(updateClientRequestSchema.safeParse({ meta: { model: 'x\u0000' } }))?.[0]?.[0]).toBe('meta.model');
    expect(path(updateClientRequestSchema.safeParse({ meta: { 'k\u0000': 'x' } }))?.[0]?.[0]).toBe('meta');
    expect(updateClientRequestSchema.safeParse({ name: 'Maria', meta: { model: 'ok' } }).success).toBe(true);
  });
});

describe('a lone UTF-16 surrogate in any request text becomes U+FFFD (jsonb cannot store it)', () => {
  it('each lone half, high or low, at any place, is replaced; a well-formed pair (an emoji) is kept', () => {
    expect(wellFormedText('a\ud800b')).toBe('a\ufffdb');
    expect(wellFormedText('\udc00fim')).toBe('\ufffdfim');
    expect(wellFormedText('corte \ud83d')).toBe('corte \ufffd');
    expect(wellFormedText('\ude00\ud83d')).toBe('\ufffd\ufffd');
    expect(wellFormedText('Olá 😀 \ud83d\ude00')).toBe('Olá 😀 😀');
    expect(wellFormedText('sem nada')).toBe('sem nada');
  });

  it('every string and object key of a parsed body, at any depth, in place and in key order', () => {
    const body = JSON.parse(
      '{"title":"T\\ud800","seo":{"keywords":["ok","k\\udfff"]},"meta":{"a":1,"x\\ud800":{"y\\udc00":["\\ud83d"]},"z":true}}',
    );
    expect(makeWellFormed(body)).toBe(body);
    expect(body).toEqual({
      title: 'T\ufffd',
      seo: { keywords: ['ok', 'k\ufffd'] },
      meta: { a: 1, 'x\ufffd': { 'y\ufffd': ['\ufffd'] }, z: true },
    });
    expect(Object.keys(body.meta)).toEqual(['a', 'x\ufffd', 'z']);
    expect(JSON.stringify(body)).not.toMatch(/\\ud[89a-f]/);
  });

  it('a body nested deeper than any recursion limit is cleaned without a stack overflow', () => {
    const depth = 200_000;
    const body = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`) as unknown;
    makeWellFormed(body);
    let inner = body;
    while (Array.isArray(inner)) inner = inner[0];
    expect(inner).toBe('\ufffd');
  });

  it('a string comes back cleaned; numbers, null and objects that JSON.parse never makes (a stream, a file) are left alone', () => {
    expect(makeWellFormed('\ud800')).toBe('\ufffd');
    expect(makeWellFormed(42)).toBe(42);
    expect(makeWellFormed(null)).toBe(null);
    class Upload {
      filename = 'foto\ud800.jpg';
    }
    expect(makeWellFormed({ file: new Upload() }).file.filename).toBe('foto\ud800.jpg');
  });
});
