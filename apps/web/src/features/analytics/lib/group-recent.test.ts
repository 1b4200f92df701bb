import { describe, expect, it } from 'vitest';
import { groupRecent, type RecentItem } from './group-recent';

const view = (group: string, place: string, second: number): RecentItem => ({
  key: `${group}-${second}`,
  group,
  primary: group === 'p1' ? 'Gerador portátil 5 kVA' : 'Thor',
  secondary: `${place} · Celular`,
  place,
  timestamp: new Date(Date.UTC(2026, 10, 29, 12, 0, 60 - second)).toISOString(),
});
const views = (count: number) => `${count} visualizações`;

describe('the real-time lists group repeats (issue 43)', () => {
  it('one line per page, in the order of its latest view, with how many and from where', () => {
    const groups = groupRecent(
      [
        view('p1', 'Brasil', 1),
        view('p1', 'Portugal', 2),
        view('p2', 'Brasil', 3),
        view('p1', 'Brasil', 4),
        view('p1', 'Alemanha', 5),
        view('p1', 'França', 6),
        view('p1', 'Argentina', 7),
      ],
      views,
    );
    expect(groups.map((group) => [group.primary, group.count, group.secondary])).toEqual([
      ['Gerador portátil 5 kVA', 6, '6 visualizações · Brasil, Portugal, Alemanha +2'],
      ['Thor', 1, 'Brasil · Celular'],
    ]);
    expect(groups[0]!.timestamp).toBe(view('p1', 'Brasil', 1).timestamp);
  });

  it('nothing repeated: every event keeps its line as it was', () => {
    const items = [view('p1', 'Brasil', 1), view('p2', 'Portugal', 2)];
    expect(groupRecent(items, views).map((group) => group.secondary)).toEqual([
      'Brasil · Celular',
      'Portugal · Celular',
    ]);
  });
});
