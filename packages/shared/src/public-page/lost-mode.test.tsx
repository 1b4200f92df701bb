/** @jsxRuntime automatic @jsxImportSource @portal/shared */
import { renderHtml } from '../html/render.js';
import { describe, expect, it } from 'vitest';
import { LOST_TEXTS } from '../lost-mode.js';
import type { Photo } from '../photos.js';
import type { PublicTagView } from '../public-tag-view.js';
import { toPublicTagView } from '../public-tag-view.js';
import { technicalSections } from '../public-view.js';
import { FinderSentBody, PublicTagBody } from './index.js';
import { TAG_VIEW_DEFAULTS } from './test-fixtures.js';

const photo: Photo = {
  id: 'ph1',
  url: '/api/photos/ph1?size=medium',
  thumbnailUrl: '/api/photos/ph1?size=thumbnail',
  downloadUrl: '/api/photos/ph1?size=original&download=1',
  metadata: { width: 800, height: 800 },
  isMain: true,
  isPublic: true,
  uploadedAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  originalName: 'thor.jpg',
};

const view = (extra: Partial<PublicTagView> = {}, kind: 'PET' | 'PERSON' | 'EQUIPMENT' = 'PET'): PublicTagView => ({
  code: 'PET00001',
  type: 'B2C',
  status: 'LOST',
  nickname: 'Coleira azul',
  color: '',
  technical: technicalSections({ specs: { peso: '30 kg' } }),
  updatedAt: '2026-11-21T12:00:00.000Z',
  owner: {
    name: 'Thor',
    kind,
    pinSections: [],
    photo,
    slug: 'thor',
    contacts: [{ name: 'Ana', phone: '(11) 98888-7777', relationship: 'Tutora' }],
    pet: null,
    equipment: null,
  },
  ...TAG_VIEW_DEFAULTS,
  lost: { message: 'Responde por Thor, é manso', reward: true },
  ...extra,
});
const render = (v: PublicTagView) => renderHtml(<PublicTagBody view={v} />);

describe('lost mode on the public tag page', () => {
  it("a LOST pet's tag opens with PERDIDO, the photo, the owner's message, the reward and 'Falar com o tutor', before the rest", () => {
    const html = render(view());
    const at = (text: string) => {
      const i = html.indexOf(text);
      expect(i, text).toBeGreaterThanOrEqual(0);
      return i;
    };
    // The top bar, before the page's main part.
    expect(
      at(`<section class="banner lost" aria-label="${LOST_TEXTS.bannerThing}">${LOST_TEXTS.bannerThing}</section>`),
    ).toBeLessThan(at('<main'));
    const order = [
      at(LOST_TEXTS.bannerThing),
      at('alt="Foto de Thor"'),
      at(LOST_TEXTS.bannerLeadPet),
      at('Responde por Thor, é manso'),
      at(LOST_TEXTS.reward),
      at('href="#falar">Falar com o tutor'),
      at('Tag PET00001'),
      at('Coleira azul'),
      at('Última atualização'),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The contacts stay as the privacy toggles say (the lost box), the form after them.
    expect(at('href="tel:11988887777"')).toBeLessThan(at('<form action="/t/PET00001/contato#falar" method="post"'));
  });

  it("a LOST person's tag reads PROCURA-SE", () => {
    const html = render(view({}, 'PERSON'));
    expect(html).toContain(
      `<section class="banner lost" aria-label="${LOST_TEXTS.bannerPerson}">${LOST_TEXTS.bannerPerson}</section>`,
    );
    expect(html).toContain(LOST_TEXTS.bannerLeadPerson);
    expect(html).not.toContain(LOST_TEXTS.bannerThing);
    // A missing person's finder reaches the family, not 'o dono' (issue 43); no 'Perdida' badge under PROCURA-SE.
    expect(html).toContain('href="#falar">Falar com a família</a>');
    expect(html).toContain('<h2 id="finder-title">Falar com a família</h2>');
    expect(html).not.toContain(LOST_TEXTS.talkToOwner);
    expect(html).not.toContain('>Perdida</span>');
  });

  it('no reward, no message: neither is shown', () => {
    const html = render(view({ lost: { message: null, reward: false } }));
    expect(html).not.toContain(LOST_TEXTS.reward);
    expect(html).not.toContain('lost-message');
    expect(html).toContain('Falar com o tutor');
  });

  it('the form: message required with its limit, optional contact, hidden lat/lng, the honeypot hidden, the LGPD note, the location button hidden until a script reveals it', () => {
    const html = render(view());
    expect(html).toMatch(/<textarea id="finder-message" name="message" rows="5" required="" maxLength="1000"/);
    expect(html).toContain(`<label for="finder-contact">${LOST_TEXTS.formContact}</label>`);
    expect(html).toMatch(/<input type="hidden" id="finder-lat" name="lat" value=""\/>/);
    expect(html).toMatch(/<input type="hidden" id="finder-lng" name="lng" value=""\/>/);
    expect(html).toMatch(
      /<div class="hp" aria-hidden="true"><label for="finder-website">[^<]+<\/label><input id="finder-website" type="text" tabindex="-1" autoComplete="off" name="website" value=""\/>/,
    );
    expect(html).toMatch(
      /<button type="button" id="finder-locate" class="btn ghost" hidden=""[^>]*>Enviar minha localização</,
    );
    expect(html).toContain(LOST_TEXTS.formPrivacy);
    expect(html).not.toContain('<script');
  });

  it('the form sent back keeps what the finder typed and puts the error next to its field', () => {
    const html = renderHtml(
      <PublicTagBody
        view={view()}
        finder={{
          state: {
            values: { message: '', contact: 'ana@x.com', lat: '', lng: '' },
            errors: { message: LOST_TEXTS.messageRequired },
          },
          script: '/public/finder.js?v=1',
        }}
      />,
    );
    expect(html).toMatch(
      /aria-invalid="true" aria-describedby="finder-message-error"><\/textarea><p id="finder-message-error" class="field-error">Escreva uma mensagem para o dono.<\/p>/,
    );
    expect(html).toContain('value="ana@x.com"');
    expect(html).toContain('<script src="/public/finder.js?v=1" defer="">');
  });

  it('a tag that is not LOST has no banner and no form', () => {
    const html = render(view({ status: 'ACTIVE', lost: null }));
    expect(html).not.toContain(LOST_TEXTS.bannerThing);
    expect(html).not.toContain('<form');
    expect(html).not.toContain(LOST_TEXTS.talkToOwner);
  });

  it('the view builder reads lost_message and lost_reward only while the tag is LOST', () => {
    const source = (status: 'LOST' | 'ACTIVE') => ({
      tag: {
        code: 'X1',
        type: 'B2C' as const,
        physicalType: 'BRACELET',
        status,
        meta: {},
        updatedAt: '2026-11-21T12:00:00.000Z',
        lostMessage: '  Manso  ',
        lostReward: true,
      },
      owner: null,
      serviceLog: [],
    });
    expect(toPublicTagView(source('LOST'), { appName: 'P', publicUrl: '' }).lost).toEqual({
      message: 'Manso',
      reward: true,
    });
    expect(toPublicTagView(source('ACTIVE'), { appName: 'P', publicUrl: '' }).lost).toBeNull();
  });

  it('the confirmation says whether the owner will answer and links back', () => {
    const withContact = renderHtml(<FinderSentBody withContact backHref="/t/PET00001" />);
    expect(withContact).toContain(LOST_TEXTS.sent);
    expect(withContact).toContain('href="/t/PET00001"');
    expect(renderHtml(<FinderSentBody withContact={false} backHref="/p/thor" />)).toContain(LOST_TEXTS.sentNoContact);
  });
});
