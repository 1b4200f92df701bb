import { vi } from 'vitest';

export type RecordedRequest = {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Headers;
};
type Reply = Response | Promise<Response>;
export type FetchHandler = (request: RecordedRequest) => Reply;

export const jsonResponse = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/**
 * Replaces `fetch` (the network edge) with `handler`; every call is recorded in `requests`.
 * Unstubbed in testing/setup.ts after each test.
 */
export function stubFetch(handler: FetchHandler) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/**
 * A fake API by `METHOD /path`: `routes` answer their requests, a test's own `overrides` first; anything else is a
 * 404.
 */
export const fakeApi =
  (routes: Record<string, FetchHandler>, overrides: Record<string, FetchHandler> = {}): FetchHandler =>
  (request) => {
    const key = `${request.method} ${request.path}`;
    const route = overrides[key] ?? routes[key];
    return route ? route(request) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Não encontrado' });
  };

/** A fetch that never answers with anything but a network failure. */
export const networkDown: FetchHandler = () => Promise.reject(new TypeError('Failed to fetch'));
