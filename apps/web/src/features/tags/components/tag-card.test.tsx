import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { tagFixture } from '../testing/tag-fixtures';
import { TagCard } from './tag-card';

describe('tag card', () => {
  it('its details are a definition list of dt/dd groups, the notes too, so a screen reader pairs each label with its value', () => {
    const tag = tagFixture({ code: 'TAG00030', notes: 'Caixa 3', assignedUserName: null });
    const { container } = renderRoute(<TagCard tag={tag} onStatusChange={() => {}} onDelete={() => {}} />);
    const list = container.querySelector('dl')!;
    const groups = [...list.children];
    expect(groups.map((group) => group.tagName)).toEqual(['DIV', 'DIV', 'DIV']);
    const pairs = groups.map((group) => [
      group.querySelector('dt')?.textContent,
      group.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Atribuída a', 'Sem dono'],
      ['Criada em', expect.any(String)],
      ['Notas', 'Caixa 3'],
    ]);
    expect(screen.getByText('Caixa 3').tagName).toBe('DD');
  });
});
