/** Every photo query lives under ['photos']: a profile's list by its id. */
export const photoKeys = {
  all: ['photos'] as const,
  lists: () => [...photoKeys.all, 'list'] as const,
  list: (profileId: string) => [...photoKeys.lists(), profileId] as const,
};
