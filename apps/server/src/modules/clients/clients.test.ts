import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let user: Awaited<ReturnType<TestApp['createUser']>>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN', { email: 'chefe@clientes.com', name: 'Chefe' });
  user = await t.createUser('USER');
});
afterAll(async () => t.close());

const newClient = (payload: Record<string, unknown>, headers = admin.auth) =>
  t.app.inject({ method: 'POST', url: '/api/admin/users', headers, payload });
const uniqueEmail = () => `cliente${(seq += 1)}@clientes.com`;
const get = (url: string, headers = admin.auth) => t.app.inject({ method: 'GET', url, headers });

describe('POST /api/admin/users with a profile', () => {
  it('creates the account, the profile and an active page titled with the name, in one go', async () => {
    const res = await newClient({
      email: 'Joao.Conceicao@Clientes.com',
      password: 'senha-segura-1',
      role: 'USER',
      profile: {
        name: 'João da Conceição',
        emergencyContacts: [
          { name: 'Maria', phone: '(11) 91234-5678', relationship: 'Mãe' },
          { name: 'Incompleto', phone: '', relationship: 'Pai' },
          { contactName: 'Rui', contactPhone: '11 4444-5555', relation: 'Tio' },
        ],
        medicalInfo: { bloodType: 'AB-', allergies: 'Látex, Dipirona', emergencyInstructions: 'Epiléptico' },
        notes: 'Observação',
      },
    });
    expect(res.statusCode).toBe(201);
    const { user: created, profile } = res.json();
    expect(created).toMatchObject({ email: 'joao.conceicao@clientes.com', role: 'USER', name: 'João da Conceição' });
    expect(profile).toMatchObject({
      userId: created.id,
      name: 'João da Conceição',
      publicPageSlug: 'joao-da-conceicao',
      page: { slug: 'joao-da-conceicao', isActive: true },
      isNamePublic: true,
      isContactsPublic: true,
      isMedicalInfoPublic: true,
      isPhotosPublic: true,
      isNotesPublic: true,
      avatarUrl: '/api/public/avatar.svg?initials=JC',
    });
    // Contacts without name, phone and relationship are dropped; the older names are read.
    // Phones kept in E.164 (issue 41).
    expect(profile.emergencyContacts).toEqual([
      { name: 'Maria', phone: '+5511912345678', relationship: 'Mãe', whatsapp: false },
      { name: 'Rui', phone: '+551144445555', relationship: 'Tio', whatsapp: false },
    ]);
    expect(profile.medicalInfo).toMatchObject({
      bloodType: 'AB-',
      allergies: ['Látex', 'Dipirona'],
      notes: 'Epiléptico',
    });

    const page = await get(`/api/admin/pages/${profile.page.id}`);
    expect(page.json()).toMatchObject({
      title: 'João da Conceição',
      isActive: true,
      slug: 'joao-da-conceicao',
      client: { id: profile.id, name: 'João da Conceição' },
    });
    // The new client can log in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'joao.conceicao@clientes.com', password: 'senha-segura-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('uses the slug given, and numbers a generated one that is taken', async () => {
    const given = await newClient({
      email: uniqueEmail(),
      password: 'senha-segura',
      profile: { name: 'Ana Paula', publicPageSlug: 'Ana-Paula-Emergencia' },
    });
    expect(given.json().profile.publicPageSlug).toBe('ana-paula-emergencia');
    const first = await newClient({ email: uniqueEmail(), password: 'senha-segura', profile: { name: 'Lia Mendes' } });
    const second = await newClient({
      email: uniqueEmail(),
      password: 'senha-segura',
      profile: { name: 'Lia  Mendes', publicPageSlug: '' },
    });
    expect(first.json().profile.publicPageSlug).toBe('lia-mendes');
    expect(second.json().profile.publicPageSlug).toBe('lia-mendes-2');
    // A name that gives no usable slug falls back to meu-perfil.
    const short = await newClient({ email: uniqueEmail(), password: 'senha-segura', profile: { name: 'Jo' } });
    expect(short.json().profile.publicPageSlug).toMatch(/^meu-perfil(-\d+)?$/);
  });

  it("each new-client message: 'Nome é obrigatório.', 'Email válido é obrigatório.', 'Senha é obrigatória ...'", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { email: uniqueEmail(), password: 'senha-segura', profile: { name: '  ' } },
        'profile.name',
        'Nome é obrigatório.',
      ],
      [{ email: uniqueEmail(), password: 'senha-segura' }, 'profile.name', 'Nome é obrigatório.'],
      [
        { email: 'sem-arroba', password: 'senha-segura', profile: { name: 'X' } },
        'email',
        'Email válido é obrigatório.',
      ],
      [{ password: 'senha-segura', profile: { name: 'X' } }, 'email', 'Email válido é obrigatório.'],
      [
        { email: uniqueEmail(), password: '1234567', profile: { name: 'X' } },
        'password',
        'Senha é obrigatória e deve ter pelo menos 8 caracteres.',
      ],
      [
        { email: uniqueEmail(), profile: { name: 'X' } },
        'password',
        'Senha é obrigatória e deve ter pelo menos 8 caracteres.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await newClient(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    }
  });

  it('each slug message, and 409 for a slug in use', async () => {
    const cases: Array<[string, string]> = [
      ['ab', 'Slug deve ter entre 3 e 50 caracteres'],
      ['a'.repeat(51), 'Slug deve ter entre 3 e 50 caracteres'],
      ['com espaço', 'Slug deve conter apenas letras minúsculas, números e hífens'],
      ['-inicio', 'Slug deve conter apenas letras minúsculas, números e hífens'],
      ['fim-', 'Slug deve conter apenas letras minúsculas, números e hífens'],
      ['duplo--hifen', 'Slug deve conter apenas letras minúsculas, números e hífens'],
      ['dashboard', 'Este slug é reservado e não pode ser usado'],
    ];
    for (const [slug, message] of cases) {
      const res = await newClient({
        email: uniqueEmail(),
        password: 'senha-segura',
        profile: { name: 'Slug Teste', publicPageSlug: slug },
      });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json()).toMatchObject({ field: 'profile.publicPageSlug', message });
    }
    const email = uniqueEmail();
    const taken = await newClient({
      email,
      password: 'senha-segura',
      profile: { name: 'Outro', publicPageSlug: 'joao-da-conceicao' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN', message: 'Este slug já está em uso. Escolha outro.' });
    // One transaction: the account was not left behind.
    expect(await t.app.services.users.findByEmail(email)).toBeUndefined();
  });

  it('a taken email is 409 and creates nothing', async () => {
    const before = (await get('/api/admin/clients/stats')).json().total;
    const res = await newClient({
      email: 'JOAO.conceicao@clientes.com',
      password: 'senha-segura',
      profile: { name: 'Duplicado', publicPageSlug: 'duplicado-x' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await get('/api/admin/clients/stats')).json().total).toBe(before);
    expect((await get('/api/public/pages/validate-slug/duplicado-x', {} as typeof admin.auth)).json().available).toBe(
      true,
    );
  });

  it('admins only: 401 without a token, 403 for a user', async () => {
    expect(
      (
        await newClient(
          { email: uniqueEmail(), password: 'senha-segura', profile: { name: 'X' } },
          {} as typeof admin.auth,
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await newClient({ email: uniqueEmail(), password: 'senha-segura', profile: { name: 'X' } }, user.auth))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/admin/clients, stats and by id', () => {
  it('lists {clients, pagination} newest first, searches name and emails, up to 1000 a page', async () => {
    const res = await get('/api/admin/clients?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.clients).toHaveLength(2);
    // What the cards and the page dialog's select show, none of the person's private sections (issue 40).
    expect(Object.keys(body.clients[0]).sort()).toEqual(
      [
        'avatarUrl',
        'createdAt',
        'id',
        'isPrimary',
        'kind',
        'mainPhotoUrl',
        'name',
        'page',
        'photos',
        'publicPageSlug',
        'updatedAt',
        'user',
        'userId',
      ].sort(),
    );
    const joao = (await get('/api/admin/clients?search=CONCEI')).body;
    for (const text of ['Látex', 'Epiléptico', '91234-5678', 'Observação']) expect(joao).not.toContain(text);
    expect(body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(5);
    expect((await get('/api/admin/clients?search=CONCEI')).json().clients.map((c: { name: string }) => c.name)).toEqual(
      ['João da Conceição'],
    );
    expect((await get('/api/admin/clients?search=joao.conceicao@')).json().pagination.total).toBe(1);
    expect((await get('/api/admin/clients?search=%25')).json().pagination.total).toBe(0);
    expect((await get('/api/admin/clients?limit=1000')).statusCode).toBe(200);
    const tooMany = await get('/api/admin/clients?limit=1001');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('limit');
  });

  it('stats: total, publicPages (active pages) and withMedicalInfo', async () => {
    const before = (await get('/api/admin/clients/stats')).json();
    const created = (
      await newClient({
        email: uniqueEmail(),
        password: 'senha-segura',
        profile: { name: 'Stats', medicalInfo: { bloodType: 'A+' } },
      })
    ).json();
    await newClient({
      email: uniqueEmail(),
      password: 'senha-segura',
      profile: { name: 'Stats Sem Info', medicalInfo: { bloodType: '', allergies: [] } },
    });
    const after = (await get('/api/admin/clients/stats')).json();
    expect(after).toEqual({
      total: before.total + 2,
      publicPages: before.publicPages + 2,
      withMedicalInfo: before.withMedicalInfo + 1,
      withoutActivePage: before.withoutActivePage,
      invitePending: before.invitePending,
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/pages/${created.profile.page.id}/status`,
      headers: admin.auth,
      payload: { isActive: false },
    });
    expect((await get('/api/admin/clients/stats')).json()).toMatchObject({
      publicPages: after.publicPages - 1,
      withoutActivePage: after.withoutActivePage + 1,
    });
  });

  it('one client with its tag (nfcCode, bracelet); 404 unknown, 400 bad id', async () => {
    const { profile, user: owner } = (
      await newClient({ email: uniqueEmail(), password: 'senha-segura', profile: { name: 'Com Tag' } })
    ).json();
    const actor = { id: admin.user.id, name: 'Chefe' };
    const tag = await t.app.services.tags.createTag({ code: 'CLI00001', type: 'B2C', physicalType: 'NFC' }, actor);
    await t.app.services.tags.assign(tag.id, { userId: owner.id, conflictMode: 'BLOCK' }, actor);
    const res = await get(`/api/admin/clients/${profile.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: profile.id,
      nfcCode: 'CLI00001',
      bracelet: { code: 'CLI00001', type: 'B2C' },
      user: { email: owner.email },
    });
    expect((await get('/api/admin/clients/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/admin/clients/00000000-0000-4000-8000-000000000000')).json().message).toBe(
      'Cliente não encontrado.',
    );
    expect((await get('/api/admin/clients/nope')).statusCode).toBe(400);
    expect((await get('/api/admin/clients', user.auth)).statusCode).toBe(403);
    expect((await get('/api/admin/clients/stats', {} as typeof admin.auth)).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/clients/:id', () => {
  it('updates the profile fields it is given and checks them', async () => {
    const { profile } = (
      await newClient({
        email: uniqueEmail(),
        password: 'senha-segura',
        profile: { name: 'Editável', notes: 'manter' },
      })
    ).json();
    const url = `/api/admin/clients/${profile.id}`;
    const res = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.auth,
      payload: {
        phone: '(21) 2222-3333',
        dateOfBirth: '1990-02-28',
        address: { city: 'Niterói', state: 'RJ', street: '' },
        isNotesPublic: false,
        kind: 'pet',
        meta: {
          serialNumber: 'SN-1',
          customTabs: [{ title: 'Aba', content: '<p onclick="x()">ok</p><script>alert(1)</script>' }],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      // Issue 41: kept in E.164.
      phone: '+552122223333',
      dateOfBirth: '1990-02-28',
      address: { city: 'Niterói', state: 'RJ' },
      isNotesPublic: false,
      notes: 'manter',
      kind: 'PET',
    });
    expect(res.json().address).not.toHaveProperty('street');
    expect(res.json().meta.customTabs[0].content).toBe('<p>ok</p>');

    for (const [payload, message] of [
      [{ dateOfBirth: '31/12/1990' }, 'Data de nascimento deve estar no formato AAAA-MM-DD.'],
      [{ dateOfBirth: '2999-01-01' }, 'Data de nascimento não pode estar no futuro.'],
      [{ medicalInfo: { bloodType: 'Z' } }, 'Tipo sanguíneo inválido. Use A+, A-, B+, B-, AB+, AB-, O+ ou O-.'],
      [{ name: '' }, 'Nome é obrigatório.'],
      [{ kind: 'robot' }, 'Tipo de perfil inválido. Use PERSON, PET ou EQUIPMENT.'],
      [{ meta: { nextService: 'amanhã' } }, 'nextService deve estar no formato YYYY-MM-DD.'],
    ] as const) {
      const bad = await t.app.inject({ method: 'PATCH', url, headers: admin.auth, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/clients/00000000-0000-4000-8000-000000000000',
      headers: admin.auth,
      payload: { phone: '(21) 2222-3333' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/clients/:id', () => {
  it('removes the account, profile and page, and frees the tags, in one transaction', async () => {
    const { profile, user: owner } = (
      await newClient({
        email: uniqueEmail(),
        password: 'senha-segura',
        profile: { name: 'Para Apagar', publicPageSlug: 'para-apagar' },
      })
    ).json();
    const actor = { id: admin.user.id, name: 'Chefe' };
    const tag = await t.app.services.tags.createTag({ code: 'DEL00001', type: 'B2C', physicalType: 'NFC' }, actor);
    await t.app.services.tags.assign(tag.id, { userId: owner.id, conflictMode: 'BLOCK' }, actor);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/clients/${profile.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/admin/clients/${profile.id}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/pages/${profile.page.id}`)).statusCode).toBe(404);
    expect(await t.app.services.users.findById(owner.id)).toBeUndefined();
    const freed = await t.app.services.tags.getTag(tag.id);
    expect(freed.assignedUserId).toBeNull();
    const history = await t.app.services.tags.history(tag.id, 10);
    // Issue 23: the history keeps the event, the deleted account shown as 'Conta excluída' (no id, name or e-mail).
    expect(history[0]).toMatchObject({ action: 'UNASSIGNED', fromUserId: null, fromUserName: 'Conta excluída' });
    expect((await t.app.inject({ method: 'GET', url: '/p/para-apagar' })).statusCode).toBe(404);
    // The slug is free again.
    expect((await get('/api/public/pages/validate-slug/para-apagar')).json().available).toBe(true);
  });

  it("404 for an unknown client, 409 for the admin's own account, 403 for a user", async () => {
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/admin/clients/00000000-0000-4000-8000-000000000000',
          headers: admin.auth,
        })
      ).statusCode,
    ).toBe(404);
    const page = await t.app.services.pages.createMyPage(
      { id: admin.user.id, name: 'Chefe', role: 'ADMIN' },
      { userId: admin.user.id, name: 'Chefe', title: '', description: '', slug: undefined, publicPageSlug: undefined },
      true,
    );
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/clients/${page.profileId}`,
      headers: admin.auth,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Você não pode deletar a sua própria conta.');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/clients/${page.profileId}`, headers: user.auth }))
        .statusCode,
    ).toBe(403);
  });
});

describe('bad input is a 400 naming the field, never a 500', () => {
  it('U+0000 (which PostgreSQL cannot store) in any client text, or in the search', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'a\u0000b' }, 'profile.name'],
      [{ name: 'Ok', notes: 'a\u0000b' }, 'profile.notes'],
      [{ name: 'Ok', address: { city: 'a\u0000' } }, 'profile.address.city'],
      [
        { name: 'Ok', emergencyContacts: [{ name: 'a\u0000', phone: '11 9999-0000', relationship: 'Mãe' }] },
        'profile.emergencyContacts.0.name',
      ],
      [{ name: 'Ok', medicalInfo: { allergies: ['a\u0000'] } }, 'profile.medicalInfo.allergies.0'],
      [
        { name: 'Ok', meta: { customTabs: [{ title: 'a\u0000', content: '<p>x</p>' }] } },
        'profile.meta.customTabs.0.title',
      ],
    ];
    for (const [profile, field] of cases) {
      const res = await newClient({ email: uniqueEmail(), password: 'senha-segura', profile });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field,
        message: 'Texto contém um caractere inválido.',
      });
    }
    const { profile } = (
      await newClient({ email: uniqueEmail(), password: 'senha-segura', profile: { name: 'Sem Nulo' } })
    ).json();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/clients/${profile.id}`,
      headers: admin.auth,
      payload: { name: 'x\u0000' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().field).toBe('name');
    const search = await get('/api/admin/clients?search=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json().field).toBe('search');
  });
});
