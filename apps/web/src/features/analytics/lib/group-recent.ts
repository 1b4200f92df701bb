/** One line of a real-time list: a page's views or a tag's scans. */
export type RecentItem = {
  key: string;
  group: string;
  primary: string;
  secondary: string;
  place: string;
  timestamp: string;
};
export type RecentGroup = { key: string; primary: string; secondary: string; count: number; timestamp: string };

const MAX_PLACES = 3;

/**
 * The latest events, one line per page or tag (issue 43: ten views of one page read as one line, not ten): in the
 * order of each one's latest event, with how many and where from. A single event keeps its own second line.
 */
export function groupRecent(items: readonly RecentItem[], countLabel: (count: number) => string): RecentGroup[] {
  const groups = new Map<string, RecentItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups.values()].map((events) => {
    const latest = events[0]!;
    if (events.length === 1) return { ...latest, count: 1 };
    const places = [...new Set(events.map((event) => event.place))];
    const shown = places.slice(0, MAX_PLACES).join(', ');
    const more = places.length > MAX_PLACES ? ` +${places.length - MAX_PLACES}` : '';
    return {
      key: latest.key,
      primary: latest.primary,
      secondary: `${countLabel(events.length)} · ${shown}${more}`,
      count: events.length,
      timestamp: latest.timestamp,
    };
  });
}
