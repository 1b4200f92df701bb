/** A key is '/'-separated segments; each starts with a letter or digit, so '..', '.', hidden and temp names are out. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/** A key the storage refuses: keys are built by the server, so this is a programming error (a 500), never user input. */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Chave de arquivo inválida: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * Throws unless `key` is relative, made of safe segments and short enough. This is what keeps the local driver
 * inside DATA_DIR/files (no '..', no absolute path, no backslash) and the S3 keys the same on every driver.
 */
export function assertStorageKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !key.split('/').every((segment) => SEGMENT.test(segment))) {
    throw new InvalidStorageKeyError(key);
  }
}
