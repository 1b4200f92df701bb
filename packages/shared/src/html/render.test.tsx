/** @jsxRuntime automatic @jsxImportSource @portal/shared */
import type { CSSProperties } from 'react';
import { describe, expect, it } from 'vitest';
import { createContext, useContext } from './context.js';
import { htmlTemplate, templateElement } from './jsx-runtime.js';
import { EncodedHtml, renderHtml, renderHtmlChunks } from './render.js';

describe('the public pages HTML renderer', () => {
  it('text and attribute values are escaped: what a person typed never becomes markup', () => {
    const typed = `<script>alert("x")</script> & 'aspas'`;
    expect(renderHtml(<p title={typed}>{typed}</p>)).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;aspas&#x27;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;aspas&#x27;</p>',
    );
  });

  it('a javascript: URL is blocked in href, src and action, however it is disguised', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:x']) {
      const html = renderHtml(
        <form action={url}>
          <a href={url}>x</a>
          <img src={url} alt="" />
        </form>,
      );
      expect(html).not.toMatch(/script:/i);
      expect(html.match(/about:blank#blocked/g)).toHaveLength(3);
    }
    expect(renderHtml(<a href="tel:+5511988887777">Ligar</a>)).toBe('<a href="tel:+5511988887777">Ligar</a>');
  });

  it("React's names and conventions: class, for, tabindex, boolean attributes, void elements, aria booleans", () => {
    expect(
      renderHtml(
        <div className="card" hidden aria-hidden>
          <label htmlFor="pin">PIN</label>
          <input id="pin" name="pin" tabIndex={-1} required={false} defaultValue="" />
          <br />
        </div>,
      ),
    ).toBe(
      '<div class="card" hidden="" aria-hidden="true"><label for="pin">PIN</label>' +
        '<input id="pin" tabindex="-1" name="pin" value=""/><br/></div>',
    );
  });

  it('nothing renders for null, undefined, false and event handlers; numbers and nested arrays do', () => {
    const items = [['a', 1], null, false, undefined, <b key="b">2</b>];
    expect(
      renderHtml(
        <ul onClick={() => undefined}>
          {items}
          {0}
        </ul>,
      ),
    ).toBe('<ul>a1<b>2</b>0</ul>');
  });

  it('style objects: kebab-case names, px for plain numbers, custom properties as they are', () => {
    const style = { marginTop: 10, margin: 0, lineHeight: 1.4, '--primary': '#2563EB' } as CSSProperties;
    expect(renderHtml(<p style={style} />)).toBe(
      '<p style="margin-top:10px;margin:0;line-height:1.4;--primary:#2563EB"></p>',
    );
  });

  it('a textarea holds its value as escaped text; raw HTML enters only through dangerouslySetInnerHTML', () => {
    expect(renderHtml(<textarea name="m" rows={5} defaultValue={'\n<b>oi</b>'} />)).toBe(
      '<textarea name="m" rows="5">\n\n&lt;b&gt;oi&lt;/b&gt;</textarea>',
    );
    expect(renderHtml(<div dangerouslySetInnerHTML={{ __html: '<b>limpo</b>' }} />)).toBe('<div><b>limpo</b></div>');
  });

  it('a context provider reaches the components it encloses, and only while they render', () => {
    const Language = createContext('pt-BR');
    const Word = () => <i>{useContext(Language)}</i>;
    expect(
      renderHtml(
        <>
          <Word />
          <Language.Provider value="en">
            <Word />
          </Language.Provider>
          <Word />
        </>,
      ),
    ).toBe('<i>pt-BR</i><i>en</i><i>pt-BR</i>');
  });

  it('the prefix comes first, as it is (the doctype)', () => {
    expect(renderHtml(<html lang="pt-BR" />, '<!doctype html>')).toBe('<!doctype html><html lang="pt-BR"></html>');
  });

  it('a compiled template writes its markup, its child holes as children and its attribute holes as attributes', () => {
    const template = htmlTemplate(['<p', '>', '</p>'], ['className', null]);
    const typed = '<b>"Ana" & cia</b>';
    expect(renderHtml(<div>{templateElement(template, ['a"b', [typed, <i key="i">x</i>]])}</div>)).toBe(
      '<div><p class="a&quot;b">&lt;b&gt;&quot;Ana&quot; &amp; cia&lt;/b&gt;<i>x</i></p></div>',
    );
    // An attribute hole with nothing to write writes nothing, as the element itself would.
    expect(renderHtml(templateElement(template, [undefined, null]))).toBe('<p></p>');
  });

  it('encoded markup: its text in a string, its own bytes among the chunks, and the same page either way', () => {
    const css = new EncodedHtml('p{content:"—"}');
    const page = (
      <html lang="pt-BR">
        <head>
          <style dangerouslySetInnerHTML={{ __html: css }} />
        </head>
        <body>Olá — é</body>
      </html>
    );
    const chunks = renderHtmlChunks(page, '<!doctype html>');
    expect(chunks).toEqual([
      '<!doctype html><html lang="pt-BR"><head><style>',
      css.bytes,
      '</style></head><body>Olá — é</body></html>',
    ]);
    const bytes = Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));
    expect(bytes.toString('utf8')).toBe(renderHtml(page, '<!doctype html>'));
  });
});
