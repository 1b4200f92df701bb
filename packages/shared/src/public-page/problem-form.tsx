/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/**
 * Issue 44: an equipment's /t/{code} says where it is (its site's name and the place inside it) and carries
 * 'Relatar um problema', a plain HTML form (multipart, for its optional photo) that posts to /t/{code}/problema and
 * is answered by a whole page: it works with JavaScript off. The texts are pt-BR (the chamado is read by a Brazilian
 * maintenance team).
 */
import {
  PROBLEM_DESCRIPTION_MAX,
  PROBLEM_KIND_LABELS,
  PROBLEM_KINDS,
  PROBLEM_NAME_MAX,
  PROBLEM_TEXTS,
} from '../problem-reports.js';
import type { PublicTagLocation } from '../public-tag-view.js';
import { SITE_TEXTS } from '../sites.js';
import { usePublicLanguage } from './i18n/context.js';
import { DefinitionList, Section } from './parts.js';
import { FieldError } from './field-error.js';

/** The form's anchor (the confirmation's way back and a sent-back error jump to it). */
export const PROBLEM_FORM_ID = 'relatar-problema';

/** What the visitor typed (sent back with the errors) and the errors next to the fields; `form` above them. */
export type ProblemFormState = {
  values: { tipo: string; descricao: string; nome: string; telefone: string };
  errors: Partial<Record<'tipo' | 'descricao' | 'nome' | 'telefone' | 'photo' | 'form', string>>;
};
const EMPTY: ProblemFormState = { values: { tipo: '', descricao: '', nome: '', telefone: '' }, errors: {} };

/** 'Local' and 'Ponto no local' of a piece of equipment, when it has either. */
export function EquipmentPlace({ location }: { location: PublicTagLocation | null | undefined }) {
  if (!location) return null;
  return (
    <Section title={SITE_TEXTS.whereTitle} id="local">
      <DefinitionList
        rows={[
          [SITE_TEXTS.site, location.site ?? ''],
          [SITE_TEXTS.place, location.place ?? ''],
        ]}
      />
    </Section>
  );
}

export function ProblemForm({ code, state = EMPTY }: { code: string; state?: ProblemFormState }) {
  const { withLang } = usePublicLanguage();
  const { values, errors } = state;
  const invalid = (key: keyof ProblemFormState['errors']) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `problem-${key}-error` } : {};
  return (
    <section className="card form-card problem" id={PROBLEM_FORM_ID} aria-labelledby="problem-title">
      <h2 id="problem-title">{PROBLEM_TEXTS.formTitle}</h2>
      <p className="small muted">{PROBLEM_TEXTS.formIntro}</p>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form
        method="post"
        action={withLang(`/t/${encodeURIComponent(code)}/problema#${PROBLEM_FORM_ID}`)}
        encType="multipart/form-data"
      >
        <label htmlFor="problem-tipo">{PROBLEM_TEXTS.kind}</label>
        <select id="problem-tipo" name="tipo" required {...invalid('tipo')}>
          <option value="">{PROBLEM_TEXTS.kindPick}</option>
          {PROBLEM_KINDS.map((kind) => (
            <option key={kind} value={kind} selected={values.tipo === kind}>
              {PROBLEM_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        <FieldError id="problem-tipo" message={errors.tipo} />
        <label htmlFor="problem-descricao">{PROBLEM_TEXTS.description}</label>
        <textarea
          id="problem-descricao"
          name="descricao"
          rows={4}
          maxLength={PROBLEM_DESCRIPTION_MAX}
          defaultValue={values.descricao}
          {...invalid('descricao')}
        />
        <p className="small muted">{PROBLEM_TEXTS.descriptionHint}</p>
        <FieldError id="problem-descricao" message={errors.descricao} />
        <label htmlFor="problem-photo">{PROBLEM_TEXTS.photo}</label>
        <input id="problem-photo" name="photo" type="file" accept="image/*" {...invalid('photo')} />
        <FieldError id="problem-photo" message={errors.photo} />
        <label htmlFor="problem-nome">{PROBLEM_TEXTS.name}</label>
        <input
          id="problem-nome"
          name="nome"
          type="text"
          maxLength={PROBLEM_NAME_MAX}
          autoComplete="name"
          defaultValue={values.nome}
          {...invalid('nome')}
        />
        <FieldError id="problem-nome" message={errors.nome} />
        <label htmlFor="problem-telefone">{PROBLEM_TEXTS.phone}</label>
        <input
          id="problem-telefone"
          name="telefone"
          type="tel"
          maxLength={30}
          autoComplete="tel"
          defaultValue={values.telefone}
          {...invalid('telefone')}
        />
        <FieldError id="problem-telefone" message={errors.telefone} />
        <p className="small muted">{PROBLEM_TEXTS.phoneHint}</p>
        <button type="submit" className="btn big">
          {PROBLEM_TEXTS.send}
        </button>
      </form>
    </section>
  );
}

/** The answer to a sent report: the confirmation and the way back. Nothing the visitor typed is repeated. */
export function ProblemSentBody({ backHref }: { backHref: string }) {
  const { withLang } = usePublicLanguage();
  return (
    <>
      <section className="banner" aria-label={PROBLEM_TEXTS.sentTitle}>
        {PROBLEM_TEXTS.sentTitle}
      </section>
      <main className="wrap">
        <div className="card panel">
          <h1>{PROBLEM_TEXTS.sentTitle}</h1>
          <p>{PROBLEM_TEXTS.sent}</p>
          <a className="btn big" href={withLang(backHref)}>
            {PROBLEM_TEXTS.back}
          </a>
        </div>
      </main>
    </>
  );
}
