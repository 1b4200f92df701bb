import { AppError } from '../errors.js';

/** The spec's words for a file the server had no room to keep (issue 40 item 10). */
const DISK_FULL_TEXT = 'Sem espaço para guardar o arquivo. Tente mais tarde.';

/**
 * /api/health reports the storage as failing this long after a write failed for want of room: its own probe writes
 * 2 bytes, which a nearly full disk still takes while a photo no longer fits.
 */
const REMEMBERED_MS = 60_000;

/**
 * No room to write: the disk is full (ENOSPC), the account's quota is used up (EDQUOT), or the file would pass the
 * size the process may write (EFBIG: `ulimit -f`, a filesystem's file-size limit). The server cannot help it and the
 * user did nothing wrong.
 */
export function isDiskFull(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG';
}

/** 507 Insufficient Storage in the app's error shape. */
export const diskFull = () => new AppError(507, 'INSUFFICIENT_STORAGE', DISK_FULL_TEXT);

/** When a write last failed for want of room, by DATA_DIR (several test apps share one process). */
const lastFailures = new Map<string, number>();

export function rememberDiskFull(dataDir: string, now = Date.now()): void {
  lastFailures.set(dataDir, now);
}

/** Whether a write in DATA_DIR failed for want of room in the last minute. */
export function diskFullRecently(dataDir: string, now = Date.now()): boolean {
  const at = lastFailures.get(dataDir);
  return at !== undefined && now - at < REMEMBERED_MS;
}
