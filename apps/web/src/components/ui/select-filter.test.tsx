import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectFilter } from './select-filter';

const OPTIONS = [
  { value: 'active', label: 'Ativas' },
  { value: 'inactive', label: 'Inativas' },
];

describe('SelectFilter', () => {
  it("lists the 'all' option (value '') first, then the options, under its label", () => {
    render(<SelectFilter label="Filtrar por status" value="" onChange={() => {}} allLabel="Todas" options={OPTIONS} />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Todas', 'Ativas', 'Inativas']);
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['', 'active', 'inactive']);
    expect(screen.getByRole('combobox', { name: 'Filtrar por status' })).toHaveValue('');
  });

  it('tells the screen the chosen value', async () => {
    const onChange = vi.fn();
    render(<SelectFilter label="Filtrar por status" value="" onChange={onChange} allLabel="Todas" options={OPTIONS} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por status' }), 'Inativas');
    expect(onChange).toHaveBeenCalledWith('inactive');
  });
});
