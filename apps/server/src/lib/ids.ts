const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path key is a row id (a UUID, any case) rather than a code or slug. */
export const isUuid = (value: string): boolean => UUID.test(value);
