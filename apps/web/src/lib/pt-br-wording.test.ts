import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Our own texts are Brazilian Portuguese; only the spec's quoted strings stay exactly as written (some are European:
 * 'palavra-passe', 'introduza', 'Tem de iniciar sessão.'). This scans the text catalogue (the shared texts and
 * messages, the public page, every literal in the web app and the server's own texts such as e-mails and admin
 * messages) for European forms.
 */
const EUROPEAN_FORMS =
  /(?<!\p{L})(contactos?|telemóve(?:l|is)|ecrãs?|registos?|registad[oa]s?|registar|utilizador(?:es|as?)?|palavras?-passe|ligaç(?:ão|ões)|introduz\p{L}*|iniciar sessão|sessão iniciada|tem de|enviámos|aceda|gerir|gerid[oa]s?|a sua conta|que abriu)(?!\p{L})/giu;

/**
 * The spec's quoted strings that hold one of the forms above, allowed verbatim (../shared/spec/product-spec.md,
 * outside this repository: keep this list in step with it).
 */
const SPEC_QUOTES = [
  'A palavra-passe deve ter pelo menos 8 caracteres.',
  'As palavras-passe não coincidem.',
  'Não foi possível redefinir a palavra-passe. Tente novamente.',
  'Palavra-passe redefinida com sucesso.',
  'Por favor, introduza o seu e-mail.',
  'Por favor, introduza um e-mail válido.',
  'Ligação inválida ou ausente. Solicite uma nova redefinição.',
  'Tem de iniciar sessão.',
  'Iniciar sessão para editar',
];

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const CATALOGUE = [
  'packages/shared/src/texts.ts',
  'packages/shared/src/messages.ts',
  'packages/shared/src/public-page',
  'apps/web/src',
  'apps/server/src',
];

/**
 * Source files under the catalogue paths; tests and test helpers quote what the product says, so they are left out,
 * and so are the public page's English and Spanish dictionaries (Spanish says 'contactos', rightly).
 */
const OTHER_LANGUAGES = /public-page[\\/]i18n[\\/](en|es)\.ts$/;
function catalogueFiles(): string[] {
  return CATALOGUE.flatMap((entry) => {
    const absolute = path.join(repoRoot, entry);
    if (/\.tsx?$/.test(entry)) return [absolute];
    return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          !/\.test\.tsx?$/.test(file) &&
          !file.split(path.sep).includes('testing') &&
          !OTHER_LANGUAGES.test(path.join(entry, file)),
      )
      .map((file) => path.join(absolute, file));
  });
}

/** The European forms on one line that no allowed spec quote on that line accounts for. */
export function europeanFormsIn(line: string, allowed: string[] = SPEC_QUOTES): string[] {
  const quoted = allowed.filter((quote) => line.includes(quote));
  return [...line.matchAll(EUROPEAN_FORMS)]
    .map((match) => match[0])
    .filter((form) => !quoted.some((quote) => quote.toLowerCase().includes(form.toLowerCase())));
}

describe('our texts are Brazilian Portuguese', () => {
  it('the scan flags the European forms and lets the Brazilian ones and the allowed spec quotes through', () => {
    expect(europeanFormsIn("text: 'Contactos e informação médica'")).toEqual(['Contactos']);
    expect(
      europeanFormsIn(
        "'Novo registo' · 'o seu telemóvel' · 'no ecrã' · 'Este e-mail já está registado.' · 'utilizadores'",
      ),
    ).toEqual(['registo', 'telemóvel', 'ecrã', 'registado', 'utilizadores']);
    expect(
      europeanFormsIn(
        "'Contatos' · 'registro' · 'celular' · 'tela' · 'cadastrado' · 'usuários' · contacts · registration",
      ),
    ).toEqual([]);
    expect(europeanFormsIn("title: 'Registo de teste'", ['Registo de teste'])).toEqual([]);
    expect(europeanFormsIn("label: 'Palavra-passe' · 'Enviar ligação' · 'Aceda à sua conta para gerir'")).toEqual([
      'Palavra-passe',
      'ligação',
      'Aceda',
      'gerir',
    ]);
    // The spec's own European texts stay, exactly as quoted; the same word in our own text does not.
    expect(europeanFormsIn("passwordTooShort: 'A palavra-passe deve ter pelo menos 8 caracteres.',")).toEqual([]);
    expect(europeanFormsIn("'A palavra-passe deve ter no máximo 200 caracteres.'")).toEqual(['palavra-passe']);
  });

  it('no European form (contactos, telemóvel, ecrã, registo, utilizador, palavra-passe, ligação...) in the catalogue outside the spec quotes', () => {
    const files = catalogueFiles();
    // The scan really reads the catalogue (a wrong root would pass on nothing).
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith(path.join('packages', 'shared', 'src', 'texts.ts')))).toBe(true);
    const hits = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          europeanFormsIn(line).map((form) => `${path.relative(repoRoot, file)}:${index + 1}: ${form}`),
        ),
    );
    expect(hits).toEqual([]);
  });
});
