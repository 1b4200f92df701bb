import { queryRoots } from '@/lib/query-keys';

/** Lost-mode queries about one tag (its scans, its NDEF text); the tag itself lives under the tags feature's keys. */
export const lostModeKeys = {
  all: queryRoots.lostMode,
  scans: (id: string, page: number, limit: number) => [...lostModeKeys.all, 'scans', id, page, limit] as const,
  ndef: (id: string, scope: string) => [...lostModeKeys.all, 'ndef', scope, id] as const,
};
