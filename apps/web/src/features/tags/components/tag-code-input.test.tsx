import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { TagCodeInput } from './tag-code-input';

function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const form = useForm({ defaultValues: { code: '' } });
  return (
    <form onSubmit={form.handleSubmit(({ code }) => onCode(code))}>
      <TagCodeInput aria-label="Código NFC" {...form.register('code')} />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('TagCodeInput', () => {
  it('upper-cases what is typed, in the field and in the form value', async () => {
    let sent = '';
    render(<CodeForm onCode={(code) => (sent = code)} />);
    const input = screen.getByRole('textbox', { name: 'Código NFC' });
    expect(input).toHaveAttribute('placeholder', 'TAG1234');
    await userEvent.type(input, 'tag12ab');
    expect(input).toHaveValue('TAG12AB');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).toBe('TAG12AB');
  });
});
