import type { Invalidation } from '@/lib/query-keys';

/**
 * What any maintenance write makes stale: every technician list, detail and log, and the tag screens (a record moves
 * the tag's next service, an OUT_OF_SERVICE outcome or a status change makes it BROKEN), and the chamados (issue 44:
 * an OK record closes those its author took).
 */
export const MAINTENANCE_DATA: readonly Invalidation[] = ['maintenance', 'tags', 'chamados'];
