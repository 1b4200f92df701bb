import { TEXTS } from '@portal/shared/core';
import { clearSession, notifySessionCleared, readToken } from './session';

export const API_BASE = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/+$/, '');

/** Any non-2xx answer: status, the server's { code, message } and the whole body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** A 401 on this call is an answer for the screen (login), not an expired session. */
  skipAuthRedirect?: boolean;
  /** Extra request headers (e.g. the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
};

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** /login?redirect={current path and query}. */
export function loginRedirectPath(location: { pathname: string; search: string } = window.location): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/** The one 401 path (spec sections 4 and 8): clear the session and go to /login?redirect=here, unless already there. */
export function handleUnauthorized(): void {
  // A call answered after the user signed out ('Sair' revokes the token) is no expired session: no redirect to keep.
  const hadSession = readToken() !== null;
  clearSession();
  notifySessionCleared();
  if (window.location.pathname !== '/login') window.location.assign(hadSession ? loginRedirectPath() : '/login');
}

/** No answer at all (offline, server unreachable): the offline copy and queue take over. */
export const isNetworkError = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/** A 401 answer: the api client has ended the session (or the caller asked to handle it): nothing left to tell. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The headers every call sends: JSON accepted and the session's bearer token. */
function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

const NETWORK_ERROR_MESSAGE = 'Sem conexão com o servidor. Verifique sua rede e tente novamente.';
const networkError = () => new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);

/** An answer's body: JSON when it parses, else the text, else undefined. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A non-2xx answer as an ApiError; a 401 ends the session first (unless the caller handles it). */
function toApiError(status: number, data: unknown, skipAuthRedirect = false): ApiError {
  const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  if (status === 401 && !skipAuthRedirect) handleUnauthorized();
  return new ApiError(
    status,
    typeof body.code === 'string' ? body.code : `HTTP_${status}`,
    typeof body.message === 'string' ? body.message : messageForStatus(status),
    body,
  );
}

/** No answer, or the proxy's or server's 'try again' (502 bad gateway, 503, 504): the write may not have run. */
const RETRYABLE_STATUSES = new Set([0, 502, 503, 504]);
/** A moment for the proxy to mark a dead instance down or for a restart to finish. */
const IDEMPOTENT_RETRY_DELAY_MS = 400;

const hasIdempotencyKey = (headers: Record<string, string> = {}) =>
  Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');

/**
 * Issue 46: a write that carries an Idempotency-Key and got no answer or a 502/503/504 is sent once more with the
 * same key: the server runs it at most once and a repeat answers the first answer, so an instance that died under it
 * costs the user nothing. Any other write is never repeated (it may have been done); an aborted one neither.
 */
async function retryIdempotentWriteOnce<T>(
  method: string,
  headers: Record<string, string> | undefined,
  signal: AbortSignal | undefined,
  send: () => Promise<T>,
): Promise<T> {
  if (method === 'GET' || !hasIdempotencyKey(headers)) return send();
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || !RETRYABLE_STATUSES.has(error.status) || signal?.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, IDEMPOTENT_RETRY_DELAY_MS));
    if (signal?.aborted) throw error;
    return send();
  }
}

/** The only HTTP client of the web app. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  return retryIdempotentWriteOnce(method, options.headers, options.signal, () => sendRequest<T>(path, options));
}

async function sendRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const headers = { ...baseHeaders(), ...options.headers };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }

  const data = parseBody(await response.text());
  if (!response.ok) throw toApiError(response.status, data, options.skipAuthRedirect);
  return data as T;
}

export type UploadOptions = {
  /** The share of the request body sent so far, 0 to 100 (the browser's upload progress events). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
};

/**
 * POST of a multipart form with upload progress: fetch cannot report how much of a body has left, so this one call
 * uses XMLHttpRequest, with apiRequest's token, ApiError and 401 path. An abort rejects with an AbortError.
 */
export function apiUpload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return retryIdempotentWriteOnce('POST', options.headers, options.signal, () => uploadOnce<T>(path, body, options));
}

function uploadOnce<T>(path: string, body: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abortError = () => new DOMException('The upload was aborted.', 'AbortError');
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    for (const [name, value] of Object.entries({ ...baseHeaders(), ...options.headers })) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      settle();
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(toApiError(xhr.status, data));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(networkError());
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send(body);
  });
}

export type DownloadOptions = {
  signal?: AbortSignal;
  /**
   * Send the session's bearer token (a generated report's /api downloadUrl): a 401 then ends the session like any
   * call. Without it (a photo's signed URL) no token leaves and a 401 is an expired link.
   */
  authenticated?: boolean;
  /** POSTed as JSON: a file built from a request (a label sheet of the chosen tags). */
  body?: unknown;
};

/**
 * GET of a file as a Blob from a ready-to-use URL: a photo's signed downloadUrl (no token: the URL carries its own
 * signature and may point at another host), or with `authenticated` an API file that needs the session's token.
 */
export async function apiDownload(
  url: string,
  { signal, authenticated = false, body }: DownloadOptions = {},
): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = authenticated ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(
      url,
      body === undefined ? { signal, headers } : { method: 'POST', signal, headers, body: JSON.stringify(body) },
    );
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  if (!response.ok) throw toApiError(response.status, parseBody(await response.text()), !authenticated);
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * Answers the admin endpoint would give the same way, so falling back would only add a second doomed request:
 * no connection (0: one host serves both), validation (400, 422), session (401), conflict (409), a file too large or
 * of a refused type (413, 415: a 10 MB photo is not sent twice), rate limit (429).
 */
const SAME_ANSWER_ON_EITHER_ENDPOINT = new Set([0, 400, 401, 409, 413, 415, 422, 429]);

/**
 * Spec section 6: photo, page and tag calls for a user try the /me endpoint first and fall back to the admin one
 * on error (403 wrong family, 404, 5xx). When the fallback fails too, the first error (the /me one, e.g. 403
 * 'não pertence a você') is the one reported. An aborted request is never retried.
 */
export async function withFallback<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await primary();
  } catch (error) {
    if (!(error instanceof ApiError) || SAME_ANSWER_ON_EITHER_ENDPOINT.has(error.status)) throw error;
    try {
      return await fallback();
    } catch {
      throw error;
    }
  }
}

/** The notification helper's text for a status (spec section 8). */
export function messageForStatus(status: number, fallback: string = TEXTS.http.generic): string {
  switch (status) {
    case 403:
      return TEXTS.http.forbidden;
    case 404:
      return TEXTS.http.notFound;
    case 409:
      return TEXTS.http.conflict;
    case 429:
      return TEXTS.http.tooManyRequests;
    case 503:
      return TEXTS.http.serviceUnavailable;
    default:
      return fallback;
  }
}

/** The `message` of the server's error body, when it gave one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && typeof error.data.message === 'string' ? error.data.message : undefined;
}

/**
 * What a screen shows for a failed call: the server's message when it gave one, else the screen's default
 * (a 503 without one: 'Serviço temporariamente indisponível...', since the same call may work in a moment).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = serverMessage(error);
  if (message !== undefined) return message;
  return error instanceof ApiError && error.status === 503 ? TEXTS.http.serviceUnavailable : fallback;
}
