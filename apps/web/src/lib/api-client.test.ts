import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, networkDown, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubXhr } from '@/testing/xhr';
import { api, ApiError, apiDownload, apiUpload, errorMessage, messageForStatus, withFallback } from './api-client';
import { onSessionCleared } from './session';

/** jsdom cannot navigate: window.location is swapped for a recorder of assign(). */
function stubLocation(href: string) {
  const url = new URL(href);
  const assign = vi.fn();
  vi.stubGlobal('location', {
    ...window.location,
    pathname: url.pathname,
    search: url.search,
    href: url.href,
    origin: url.origin,
    assign,
  });
  return assign;
}

describe('api client', () => {
  it('sends JSON with the bearer token kept under the localStorage key `token`', async () => {
    signInAs('admin');
    const { requests } = stubFetch(() => jsonResponse(200, { ok: true }));
    await expect(
      api.post('/admin/tags', { code: 'ABC' }, { query: { page: 2, search: '', x: undefined } }),
    ).resolves.toEqual({ ok: true });
    expect(requests[0]!.path).toBe('/api/admin/tags');
    expect(requests[0]!.search.toString()).toBe('page=2');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer test-token-admin');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]!.body).toEqual({ code: 'ABC' });
  });

  it('a 401 clears the session and goes to /login?redirect={current path and query}', async () => {
    signInAs('admin');
    const assign = stubLocation('http://localhost/admin/users?role=ADMIN&page=2');
    const cleared = vi.fn();
    const stop = onSessionCleared(cleared);
    stubFetch(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Sessão expirada — faça login novamente.' }));
    await expect(api.get('/admin/users')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(cleared).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/admin/users?role=ADMIN&page=2')}`);
  });

  it('a 401 on /login itself does not navigate again', async () => {
    const assign = stubLocation('http://localhost/login');
    stubFetch(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'x' }));
    await expect(api.get('/admin/messages')).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
  });

  it("a login's 401 is the screen's answer, not an expired session", async () => {
    signInAs('admin');
    const assign = stubLocation('http://localhost/login');
    stubFetch(() =>
      jsonResponse(401, { code: 'INVALID_CREDENTIALS', message: 'Credenciais inválidas. Por favor, tente novamente.' }),
    );
    await expect(api.post('/auth/login', {}, { skipAuthRedirect: true })).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Credenciais inválidas. Por favor, tente novamente.',
    });
    expect(localStorage.getItem('token')).toBe('test-token-admin');
    expect(assign).not.toHaveBeenCalled();
  });

  it("errors carry the server's { code, message }, else the spec's text for the status", async () => {
    stubFetch(() => jsonResponse(409, { code: 'ALREADY_ASSIGNED', message: 'Já atribuída', assignedUserName: 'Ana' }));
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 409,
      code: 'ALREADY_ASSIGNED',
      message: 'Já atribuída',
      data: { assignedUserName: 'Ana' },
    });
    expect(errorMessage(error, 'padrão')).toBe('Já atribuída');

    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const bare = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(bare).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Ocorreu um erro' });
    expect(errorMessage(bare, 'Erro ao carregar usuários')).toBe('Erro ao carregar usuários');

    stubFetch(networkDown);
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('the helper texts by status (spec section 8)', () => {
    expect(messageForStatus(403)).toBe('Acesso negado');
    expect(messageForStatus(404)).toBe('Recurso não encontrado');
    expect(messageForStatus(409)).toBe('Conflito: recurso já existe');
    expect(messageForStatus(429)).toBe('Muitas solicitações — tente novamente mais tarde');
    expect(messageForStatus(500)).toBe('Ocorreu um erro');
    expect(messageForStatus(500, 'Erro ao carregar braceletes')).toBe('Erro ao carregar braceletes');
  });
});

describe('withFallback: the /me endpoint first, the admin endpoint on error (spec section 6)', () => {
  const meThenAdmin = () =>
    withFallback(
      () => api.get<string>('/me/page'),
      () => api.get<string>('/admin/pages/p1'),
    );

  it.each([403, 404, 500])('a %i from /me asks the admin endpoint, whose answer is the result', async (status) => {
    const { requests } = stubFetch((request) =>
      request.path === '/api/me/page'
        ? jsonResponse(status, { code: 'X', message: 'me' })
        : jsonResponse(200, 'admin page'),
    );
    await expect(meThenAdmin()).resolves.toBe('admin page');
    expect(requests.map((r) => r.path)).toEqual(['/api/me/page', '/api/admin/pages/p1']);
  });

  it("when both fail, the /me error is the one reported ('não pertence a você', not the admin 403)", async () => {
    stubFetch((request) =>
      request.path === '/api/me/page'
        ? jsonResponse(403, { code: 'NOT_OWNER', message: 'Acesso negado: esta tag não pertence a você' })
        : jsonResponse(403, { code: 'FORBIDDEN', message: 'Acesso negado' }),
    );
    await expect(meThenAdmin()).rejects.toMatchObject({
      status: 403,
      message: 'Acesso negado: esta tag não pertence a você',
    });
  });

  it('no connection is not retried on the admin endpoint: one host serves both, so the second call could only fail the same way', async () => {
    const { requests } = stubFetch(networkDown);
    await expect(meThenAdmin()).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(requests.map((r) => r.path)).toEqual(['/api/me/page']);
  });

  it.each([400, 401, 409, 413, 415, 422, 429])(
    'a %i (the same answer on either endpoint) is not retried',
    async (status) => {
      signInAs('user');
      stubLocation('http://localhost/login');
      const { requests } = stubFetch(() => jsonResponse(status, { code: 'X', message: 'igual' }));
      await expect(meThenAdmin()).rejects.toMatchObject({ status });
      expect(requests).toHaveLength(1);
    },
  );
});

describe('apiUpload: a multipart POST with upload progress (XMLHttpRequest: fetch reports none)', () => {
  const form = () => {
    const body = new FormData();
    body.append('photo', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    return body;
  };

  it("sends the token, reports the real percent sent and resolves with the server's JSON", async () => {
    signInAs('user');
    const { uploads } = stubXhr();
    const progress: number[] = [];
    const result = apiUpload<{ photo: { id: string } }>('/me/photos/profiles/p1/upload', form(), {
      onProgress: (percent) => progress.push(percent),
    });
    const upload = uploads[0]!;
    expect(upload).toMatchObject({ method: 'POST', path: '/api/me/photos/profiles/p1/upload' });
    expect(upload.headers.Authorization).toBe('Bearer test-token-user');
    expect(upload.body.get('photo')).toBeInstanceOf(File);
    upload.progress(250, 1000);
    upload.progress(1000, 1000);
    upload.respond(201, { photo: { id: 'ph1' } });
    await expect(result).resolves.toEqual({ photo: { id: 'ph1' } });
    expect(progress).toEqual([25, 100]);
  });

  it("an error answer is an ApiError with the server's code, message and file name", async () => {
    const { uploads } = stubXhr();
    const result = apiUpload('/me/photos/profiles/p1/upload', form());
    uploads[0]!.respond(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Arquivo muito grande.', fileName: 'a.jpg' });
    await expect(result).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Arquivo muito grande.',
      data: { fileName: 'a.jpg' },
    });
  });

  it('a 401 ends the session like any other call', async () => {
    signInAs('user');
    const assign = stubLocation('http://localhost/user/public');
    const { uploads } = stubXhr();
    const result = apiUpload('/me/photos/profiles/p1/upload', form());
    uploads[0]!.respond(401, { code: 'UNAUTHORIZED', message: 'Sessão expirada' });
    await expect(result).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/user/public')}`);
  });

  it('a lost connection is the network error; an abort rejects with an AbortError', async () => {
    const { uploads } = stubXhr();
    const failed = apiUpload('/x', form());
    uploads[0]!.fail();
    await expect(failed).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });

    const controller = new AbortController();
    const aborted = apiUpload('/x', form(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads[1]!.aborted).toBe(true);
  });
});

describe('apiDownload: a signed file URL fetched as a Blob', () => {
  it('sends no token (the URL is signed) and a 401 there does not end the session', async () => {
    signInAs('user');
    const { requests } = stubFetch((request) =>
      request.search.get('sig') === 'ok'
        ? new Response('bytes', { headers: { 'Content-Type': 'image/jpeg' } })
        : jsonResponse(401, { code: 'BAD_SIGNATURE', message: 'Link expirado' }),
    );
    const blob = await apiDownload('/api/photos/ph1?size=original&download=1&exp=1&sig=ok');
    expect(await blob.text()).toBe('bytes');
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
    await expect(apiDownload('/api/photos/ph1?sig=old')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBe('test-token-user');
  });
});

describe('apiDownload with authenticated: an /api file that needs the session', () => {
  it('sends the bearer token, and a 401 there ends the session like any call', async () => {
    signInAs('admin');
    const assign = stubLocation('http://localhost/admin/analytics');
    const { requests } = stubFetch((request) =>
      request.path === '/api/admin/analytics/reports/r1/download'
        ? new Response('pdf-bytes', { headers: { 'Content-Type': 'application/pdf' } })
        : jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Sessão expirada' }),
    );
    const blob = await apiDownload('/api/admin/analytics/reports/r1/download', { authenticated: true });
    expect(await blob.text()).toBe('pdf-bytes');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer test-token-admin');
    await expect(
      apiDownload('/api/admin/analytics/reports/r2/download', { authenticated: true }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/admin/analytics')}`);
  });
});

describe('a write with an Idempotency-Key is sent once more by itself (issue 46: an instance died under it)', () => {
  const KEY = { 'Idempotency-Key': 'fila-1' };

  it('no answer, then the same key again: the second answer is the result', async () => {
    signInAs('technician');
    let calls = 0;
    const { requests } = stubFetch(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse(201, { record: { id: 'r1' } });
    });
    await expect(api.post('/tecnico/equipment/t1/records', { type: 'INSPECAO' }, { headers: KEY })).resolves.toEqual({
      record: { id: 'r1' },
    });
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual(['fila-1', 'fila-1']);
    expect(requests[1]!.body).toEqual({ type: 'INSPECAO' });
  });

  it("the proxy's 502 is retried once; a second failure is the caller's error", async () => {
    const { requests } = stubFetch(() => jsonResponse(502));
    await expect(api.post('/tecnico/equipment/t1/records', {}, { headers: KEY })).rejects.toMatchObject({
      status: 502,
    });
    expect(requests).toHaveLength(2);
  });

  it('a write without a key, and a keyed write answered 4xx, are never sent twice', async () => {
    const down = stubFetch(() => jsonResponse(502));
    await expect(api.post('/admin/tags', { code: 'ABC' })).rejects.toMatchObject({ status: 502 });
    expect(down.requests).toHaveLength(1);
    const refused = stubFetch(() => jsonResponse(409, { code: 'IDEMPOTENCY_KEY_REUSED', message: 'x' }));
    await expect(api.post('/tecnico/equipment/t1/records', {}, { headers: KEY })).rejects.toMatchObject({
      status: 409,
    });
    expect(refused.requests).toHaveLength(1);
  });

  it('a keyed upload whose connection failed is sent again with the same key', async () => {
    const { uploads } = stubXhr((upload) => {
      if (uploads.length === 1) upload.fail();
      else upload.respond(201, { attachment: { id: 'a1' } });
    });
    const body = new FormData();
    body.append('file', new Blob(['x']), 'foto.jpg');
    await expect(apiUpload('/tecnico/records/r1/attachments', body, { headers: KEY })).resolves.toEqual({
      attachment: { id: 'a1' },
    });
    expect(uploads.map((upload) => upload.headers['Idempotency-Key'])).toEqual(['fila-1', 'fila-1']);
  });
});
