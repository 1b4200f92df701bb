import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 40 item 12: the public pages' plain forms (the PIN's, the finder's) read only urlencoded bodies. Any other
 * content type is the sender's mistake: a 415 page in pt-BR, never a 5xx (which moved the admin's health to warning).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const FORM_ROUTES = ['/p/pagina-qualquer/pin', '/p/pagina-qualquer/contato', '/t/TAG00001/contato'];
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const post = (url: string, contentType: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'user-agent': BROWSER, 'content-type': contentType }, payload });

describe('the public forms and content types', () => {
  it.each(FORM_ROUTES)('POST %s as application/xml or multipart/form-data is a 415 page in pt-BR', async (url) => {
    for (const [type, body] of [
      ['application/xml', '<pin>1234</pin>'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="pin"\r\n\r\n1234\r\n--x--\r\n'],
    ] as const) {
      const res = await post(url, type, body);
      expect(res.statusCode, `${type}: ${res.body.slice(0, 200)}`).toBe(415);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Tipo de conteúdo não suportado.');
    }
  });

  it.each(FORM_ROUTES)('POST %s never answers a 5xx, whatever the content type', async (url) => {
    const types = [
      'text/plain',
      'text/xml',
      'application/json',
      'application/octet-stream',
      'image/png',
      'multipart/mixed; boundary=y',
      'multipart/form-data',
      'application/x-www-form-urlencoded; charset=latin1',
      'nonsense',
      ';;;',
    ];
    for (const type of types) {
      const res = await post(url, type, 'pin=1234&message=oi');
      expect(res.statusCode, `${type}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});
