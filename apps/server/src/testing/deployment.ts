import pg from 'pg';

/**
 * What the tests of real server processes behind a proxy share (issue 46): the admin's token and a public page
 * made through the API, as an operator would, and a count read straight from PostgreSQL. No vitest here:
 * BENCH=failover (bench/failover.ts) sets up its instances with the same calls.
 */
export const DEPLOYMENT_ADMIN = { email: 'admin@implantacao.com', password: 'senha-do-admin-1' };
/** A phone's browser: views from it are counted (a bot's are not). */
export const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The answer must have this status, else the step is named in the error. */
async function expectStatus(response: Response, status: number, step: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${step}: ${response.status} ${await response.text()}`);
  return response;
}

async function postJson(origin: string, url: string, body: unknown, token?: string) {
  return fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** DEPLOYMENT_ADMIN's bearer token (the servers start with it as ADMIN_EMAIL / ADMIN_PASSWORD). */
export async function adminToken(origin: string): Promise<string> {
  const login = await expectStatus(await postJson(origin, '/api/auth/login', DEPLOYMENT_ADMIN), 200, 'admin sign-in');
  return ((await login.json()) as { token: string }).token;
}

/**
 * A client whose public page is /p/{slug} (POST /admin/users with a profile makes the page in the same step); answers
 * the client's id (its primary profile's).
 */
export async function createPublicPage(origin: string, token: string, slug: string): Promise<string> {
  const user = await postJson(
    origin,
    '/api/admin/users',
    {
      email: `${slug}@implantacao.com`,
      password: 'senha-cliente-1',
      name: `Cliente ${slug}`,
      role: 'USER',
      profile: { name: `Cliente ${slug}`, publicPageSlug: slug },
    },
    token,
  );
  const created = (await (await expectStatus(user, 201, 'a client with a page')).json()) as { profile: { id: string } };
  return created.profile.id;
}

/** A B2B tag (equipment) with this code; answers its id. */
export async function createEquipmentTag(origin: string, token: string, code: string): Promise<string> {
  const tag = await postJson(origin, '/api/admin/tags', { code, type: 'B2B', physicalType: 'NFC' }, token);
  return ((await (await expectStatus(tag, 201, 'a tag')).json()) as { id: string }).id;
}

/** The views of /p/{slug} stored in page_views. */
export const PAGE_VIEWS_OF_SLUG =
  'SELECT count(*)::int AS n FROM page_views v JOIN pages p ON p.id = v.page_id WHERE p.slug = $1';

/** One number from PostgreSQL (`SELECT count(*)::int AS n ...`). */
export async function countRows(url: string, text: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(text, values)).rows[0]!.n;
  } finally {
    await client.end();
  }
}
