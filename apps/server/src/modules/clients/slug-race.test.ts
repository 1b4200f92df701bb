import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../testing/test-app.js';
import type { SignedIn } from '../../testing/requests.js';

// Real concurrency needs PostgreSQL (PGlite runs one statement at a time): CI runs this in its data tests.
describe.skipIf(!process.env.DATABASE_URL)('one slug, two clients created at the same moment (PostgreSQL)', () => {
  const t = sharedTestApp();
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await t.createUser('ADMIN');
  });

  const newClient = (email: string, slug: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.auth,
      payload: { email, password: 'senha-segura', profile: { name: `Cliente ${email}`, publicPageSlug: slug } },
    });

  it('one wins with 201, the other gets 409 SLUG_TAKEN and leaves no account behind; one page holds the slug', async () => {
    for (let round = 0; round < 5; round += 1) {
      const slug = `corrida-${round}`;
      const emails = [`ana-${round}@corrida.com`, `beto-${round}@corrida.com`];
      const results = await Promise.all(emails.map((email) => newClient(email, slug)));
      expect(results.map((res) => res.statusCode).sort(), `round ${round}`).toEqual([201, 409]);
      const loser = results.find((res) => res.statusCode === 409)!;
      expect(loser.json()).toMatchObject({ code: 'SLUG_TAKEN', message: 'Este slug já está em uso. Escolha outro.' });
      const loserEmail = emails[results.indexOf(loser)]!;
      expect(await t.app.services.users.findByEmail(loserEmail)).toBeUndefined();
      const pages = (
        await t.app.inject({ method: 'GET', url: `/api/admin/pages?search=${slug}`, headers: admin.auth })
      ).json<{ pages: { slug: string }[] }>();
      expect(pages.pages.filter((page) => page.slug === slug)).toHaveLength(1);
    }
  });

  it('two pages renamed to one slug at once: one gets it, the other 409 and keeps its own slug', async () => {
    const [first, second] = await Promise.all([
      newClient('carla@corrida.com', 'carla-corrida'),
      newClient('davi@corrida.com', 'davi-corrida'),
    ]);
    const pageIds = [first!, second!].map((res) => res.json<{ profile: { page: { id: string } } }>().profile.page.id);
    const results = await Promise.all(
      pageIds.map((id) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/pages/${id}`,
          headers: admin.auth,
          payload: { title: 'Renomeada', slug: 'disputada' },
        }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)!.json()).toMatchObject({
      code: 'SLUG_TAKEN',
      message: 'Este slug já está em uso. Escolha outro.',
    });
    const slugs = await Promise.all(
      pageIds.map(
        async (id) =>
          (await t.app.inject({ method: 'GET', url: `/api/admin/pages/${id}`, headers: admin.auth })).json<{
            slug: string;
          }>().slug,
      ),
    );
    expect(slugs.sort()).toEqual(
      slugs.includes('carla-corrida') ? ['carla-corrida', 'disputada'] : ['davi-corrida', 'disputada'],
    );
  });
});
