import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { Field } from './field';
import { FormDialog, KEEP_OPEN } from './form-dialog';
import { Input } from './input';
import { findOpenDialog } from '@/testing/dialogs';

const schema = z.object({
  name: z.string().refine((value) => value.trim() !== '', 'O nome é obrigatório.'),
  email: z.string(),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { name: '', email: '' };
const FALLBACK = 'Erro ao criar técnico. Tente novamente.';

type Submit = (values: Values) => Promise<void | typeof KEEP_OPEN>;

function Harness({ onSubmit }: { onSubmit: Submit }) {
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors } = form.formState;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        form={form}
        values={EMPTY}
        formId="harness-form"
        title="Novo técnico"
        submitLabel="Criar técnico"
        errorText={FALLBACK}
        fieldFor={(field) => (field === 'profile.name' ? 'name' : (field as keyof Values))}
        onSubmit={onSubmit}
      >
        <Field label="Nome" htmlFor="harness-name" error={errors.name?.message}>
          <Input id="harness-name" {...form.register('name')} />
        </Field>
        <Field label="E-mail" htmlFor="harness-email" error={errors.email?.message}>
          <Input id="harness-email" {...form.register('email')} />
        </Field>
      </FormDialog>
    </>
  );
}

async function openDialog(onSubmit: Submit) {
  const user = userEvent.setup({ delay: null });
  render(<Harness onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  const dialog = await findOpenDialog('Novo técnico');
  return { user, dialog };
}

/** The text under a field (Field's error paragraph). */
const fieldError = (id: string) => document.getElementById(`${id}-error`)?.textContent;

describe('FormDialog', () => {
  it('each opening starts from the values: what was typed and the last error are gone', async () => {
    const onSubmit = vi.fn<Submit>().mockRejectedValue(new ApiError(500, 'HTTP_500', 'Ocorreu um erro'));
    const { user, dialog } = await openDialog(onSubmit);
    await user.type(dialog.getByLabelText('Nome'), 'Téo');
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(FALLBACK);
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const again = await findOpenDialog('Novo técnico');
    expect(again.getByLabelText('Nome')).toHaveValue('');
    expect(again.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("the server's {field, issues} land beside their fields, and nothing in the form's general place", async () => {
    const issues = [
      { field: 'profile.name', message: 'O nome deve ter no máximo 120 caracteres.' },
      { field: 'email', message: 'Informe um e-mail válido.' },
    ];
    const { user, dialog } = await openDialog(() =>
      Promise.reject(
        new ApiError(400, 'VALIDATION_ERROR', issues[0]!.message, {
          code: 'VALIDATION_ERROR',
          message: issues[0]!.message,
          field: 'profile.name',
          issues,
        }),
      ),
    );
    await user.type(dialog.getByLabelText('Nome'), 'Téo');
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    await waitFor(() => expect(fieldError('harness-name')).toBe('O nome deve ter no máximo 120 caracteres.'));
    expect(fieldError('harness-email')).toBe('Informe um e-mail válido.');
    expect(dialog.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Novo técnico' })).toBeInTheDocument();
  });

  it("a failure naming no field shows in the form: the server's message, else the dialog's text", async () => {
    const onSubmit = vi
      .fn<Submit>()
      .mockRejectedValueOnce(
        new ApiError(409, 'EMAIL_TAKEN', 'Este e-mail já está cadastrado.', {
          code: 'EMAIL_TAKEN',
          message: 'Este e-mail já está cadastrado.',
        }),
      )
      .mockRejectedValueOnce(new ApiError(502, 'HTTP_502', 'Ocorreu um erro'));
    const { user, dialog } = await openDialog(onSubmit);
    await user.type(dialog.getByLabelText('Nome'), 'Téo');
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Este e-mail já está cadastrado.');
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(FALLBACK));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('the submit button is pending while it sends (Cancelar too); success closes the dialog', async () => {
    let finish: () => void = () => undefined;
    const { user, dialog } = await openDialog(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(dialog.getByLabelText('Nome'), 'Téo');
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Criar técnico' })).toBeDisabled());
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("the form's own rules run first: nothing is sent while a field is invalid", async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(undefined);
    const { user, dialog } = await openDialog(onSubmit);
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    await waitFor(() => expect(fieldError('harness-name')).toBe('O nome é obrigatório.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('KEEP_OPEN keeps the dialog; a 401 shows nothing (the api client is taking the browser to /login)', async () => {
    const onSubmit = vi
      .fn<Submit>()
      .mockResolvedValueOnce(KEEP_OPEN)
      .mockRejectedValueOnce(
        new ApiError(401, 'UNAUTHORIZED', 'Sessão expirada — faça login novamente.', {
          message: 'Sessão expirada — faça login novamente.',
        }),
      );
    const { user, dialog } = await openDialog(onSubmit);
    await user.type(dialog.getByLabelText('Nome'), 'Téo');
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.click(dialog.getByRole('button', { name: 'Criar técnico' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Criar técnico' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Novo técnico' })).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });
});
