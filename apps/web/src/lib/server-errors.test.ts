import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from './api-client';
import { applyServerErrors } from './server-errors';

type Values = { name: string; slug: string; contacts: Array<{ phone: string }> };
const DEFAULTS: Values = { name: '', slug: '', contacts: [{ phone: '' }] };

function newForm() {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: DEFAULTS });
    // Read during render, as a screen does: formState is a subscription.
    void form.formState.errors;
    return form;
  }).result;
}

const validation = (issues: Array<{ field: string; message: string }>) =>
  new ApiError(400, 'VALIDATION_ERROR', issues[0]!.message, {
    code: 'VALIDATION_ERROR',
    message: issues[0]!.message,
    field: issues[0]!.field,
    issues,
  });

describe('applyServerErrors', () => {
  it("puts each of the server's 400 issues on the field it names (the first reason of a field wins), nothing in general", () => {
    const form = newForm();
    let landed = 0;
    act(() => {
      landed = applyServerErrors(
        form.current,
        validation([
          { field: 'name', message: 'O nome é obrigatório.' },
          { field: 'contacts.0.phone', message: 'Telefone inválido.' },
          { field: 'name', message: 'segunda razão' },
        ]),
        { fallback: 'Erro ao criar cliente. Tente novamente.' },
      );
    });
    expect(landed).toBe(2);
    const { errors } = form.current.formState;
    expect(errors.name?.message).toBe('O nome é obrigatório.');
    expect(errors.contacts?.[0]?.phone?.message).toBe('Telefone inválido.');
    expect(errors.root?.server).toBeUndefined();
  });

  it("maps the server's field names onto the form's ('profile.publicPageSlug' -> 'slug')", () => {
    const form = newForm();
    act(() => {
      applyServerErrors(form.current, validation([{ field: 'profile.publicPageSlug', message: 'Slug inválido.' }]), {
        fallback: 'x',
        fieldFor: (field) => (field === 'profile.publicPageSlug' ? 'slug' : undefined),
      });
    });
    expect(form.current.formState.errors.slug?.message).toBe('Slug inválido.');
  });

  it("a 409 naming one field (a taken slug) lands there with the server's message", () => {
    const form = newForm();
    const taken = new ApiError(409, 'SLUG_TAKEN', 'Este slug já está em uso. Escolha outro.', {
      code: 'SLUG_TAKEN',
      message: 'Este slug já está em uso. Escolha outro.',
      field: 'slug',
    });
    act(() => {
      expect(applyServerErrors(form.current, taken, { fallback: 'x' })).toBe(1);
    });
    expect(form.current.formState.errors.slug?.message).toBe('Este slug já está em uso. Escolha outro.');
  });

  it("a reason naming no field of this form goes to the form's general error: the server's message, else the fallback", () => {
    const form = newForm();
    act(() => {
      expect(
        applyServerErrors(form.current, validation([{ field: 'profile.medicalInfo', message: 'Dados inválidos.' }]), {
          fallback: 'x',
        }),
      ).toBe(0);
    });
    expect(form.current.formState.errors.root?.server?.message).toBe('Dados inválidos.');

    act(() => {
      applyServerErrors(form.current, new ApiError(500, 'HTTP_500', 'Ocorreu um erro'), {
        fallback: 'Erro ao criar cliente. Tente novamente.',
      });
    });
    expect(form.current.formState.errors.root?.server?.message).toBe('Erro ao criar cliente. Tente novamente.');

    act(() => {
      applyServerErrors(form.current, new ApiError(503, 'HTTP_503', ''), {
        fallback: 'Erro ao criar cliente. Tente novamente.',
      });
    });
    expect(form.current.formState.errors.root?.server?.message).toBe(
      'Serviço temporariamente indisponível — tente novamente em alguns instantes.',
    );

    act(() => {
      applyServerErrors(form.current, new TypeError('failed'), { fallback: 'Erro ao criar cliente. Tente novamente.' });
    });
    expect(form.current.formState.errors.root?.server?.message).toBe('Erro ao criar cliente. Tente novamente.');
  });

  it('a one-field form may take the general error under its field', () => {
    const form = newForm();
    const missing = new ApiError(404, 'CODE_NOT_FOUND', 'Código não encontrado', {
      code: 'CODE_NOT_FOUND',
      message: 'Código não encontrado',
    });
    act(() => {
      applyServerErrors(form.current, missing, { fallback: 'x', generalAt: 'name' });
    });
    expect(form.current.formState.errors.name?.message).toBe('Código não encontrado');
    expect(form.current.formState.errors.root).toBeUndefined();
  });
});
